// The gateway as its own process (docker-compose runs it like this).
import { readFileSync } from 'node:fs';
import { configureLogging, createLogger, loadConfigOrExit } from '@pulse/kit';
import { configSpec } from './config.js';
import { startGateway } from './server.js';

process.env.APOLLO_TELEMETRY_DISABLED ??= 'true';
const config = loadConfigOrExit(configSpec);
configureLogging(config);
const log = createLogger('gateway');
if (!config.databaseUrl) {
  log.error('DATABASE_URL is required');
  process.exit(1);
}
const supergraphSdl = readFileSync(new URL('../../schema/supergraph.graphql', import.meta.url), 'utf8');
const running = await startGateway({
  config,
  databaseUrl: config.databaseUrl,
  supergraphSdl,
  subgraphUrls: config.subgraphUrls,
  port: config.port,
  host: config.host,
  webDist: config.webDist,
});
log.info(`Pulse is running at ${config.publicUrl}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void running.stop().finally(() => process.exit(0));
  });
}
