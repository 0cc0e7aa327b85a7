// The media server on its own: `npx tsx sfu/src/main.ts` (configuration: sfu/src/config.ts, README).
import { loadConfigOrExit } from '@pulse/kit/config';
import { configureLogging, createLogger } from '@pulse/kit/logger';
import { configSpec } from './config.js';
import { startSfuServer } from './server.js';

const log = createLogger('sfu');
const config = loadConfigOrExit(configSpec);
configureLogging(config);

try {
  const server = await startSfuServer({
    port: config.sfu.port,
    host: config.sfu.host,
    workers: config.sfu.workers,
    workerBin: config.sfu.workerBin,
    transport: {
      listenIp: config.sfu.listenIp,
      announcedIp: config.sfu.announcedIp,
      rtcMinPort: config.sfu.rtcMinPort,
      rtcMaxPort: config.sfu.rtcMaxPort,
    },
    callTokenSecret: config.callTokenSecret,
    maxRooms: config.sfu.maxRooms,
    maxConnectionsPerAddress: config.sfu.maxConnectionsPerIp,
    messagingUrl: config.subgraphUrls.messaging,
    departureGraceMs: config.sfu.departureGraceSeconds * 1000,
  });
  log.info(`media server ready at ${server.url}`, { workerPids: server.workers.pids() });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('stopping', { signal });
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  log.error('media server failed to start', { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
