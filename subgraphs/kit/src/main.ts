// What every subgraph's process entry does: read its own configuration, start the subgraph on
// its port, stop cleanly on SIGINT/SIGTERM (docker-compose and the start script send them).
import { loadConfigOrExit, type BaseSubgraphConfig, type ConfigSpec } from './config.js';
import { configureLogging, createLogger } from './logger.js';
import { startSubgraph, type SubgraphDefinition } from './subgraph.js';

export async function runSubgraph(def: SubgraphDefinition, spec: ConfigSpec<BaseSubgraphConfig>): Promise<void> {
  const config = loadConfigOrExit(spec);
  configureLogging(config);
  if (!config.databaseUrl) {
    createLogger(def.name).error('DATABASE_URL is required');
    process.exit(1);
  }
  const running = await startSubgraph(def, {
    config,
    databaseUrl: config.databaseUrl,
    port: config.subgraphPorts[def.name],
    host: config.subgraphHost,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void running.stop().finally(() => process.exit(0));
    });
  }
}
