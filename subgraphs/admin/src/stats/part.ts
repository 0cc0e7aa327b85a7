// The dashboard's stats: series counted by the subgraphs owning the data, bucketed here.
import type { SubgraphPart } from '@pulse/kit';
import { AdminStatsResolver } from './operations/admin-stats.js';

export const stats: SubgraphPart = {
  name: 'stats',
  resolvers: [AdminStatsResolver],
};
