// The admin subgraph as its own process (npm start and docker-compose run it like this).
import { runSubgraph } from '@pulse/kit';
import { configSpec } from './config.js';
import { admin } from './index.js';

await runSubgraph(admin, configSpec);
