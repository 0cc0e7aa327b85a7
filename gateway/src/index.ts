// What other packages may use of the gateway: starting one (the dev-env does, for tests).
export { startGateway, DEFAULT_WEB_DIST, type GatewayOptions, type RunningGateway } from './server.js';
