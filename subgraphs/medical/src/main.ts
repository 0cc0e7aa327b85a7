// The medical subgraph as its own process (npm start and docker-compose run it like this).
import { runSubgraph } from '@pulse/kit';
import { configSpec } from './config.js';
import { medical } from './index.js';

await runSubgraph(medical, configSpec);
