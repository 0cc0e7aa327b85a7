// Moderation (issue 23 item 3, docs/moderation.md): members' reports, the moderators' queue
// grouped by target, and their decisions (dismiss, remove, warn, suspend), each audited and told
// to the author and the reporters through admin.notices; flagged images from social's screening
// are queued as reports too (flags.ts). The notices social has delivered are pruned
// (notice-pruning.ts).
import type { SubgraphPart } from '@pulse/kit';
import { moderationMigrations } from './migrations.js';
import { ReportContentResolver } from './operations/report-content.js';
import { ModerationQueueResolver } from './operations/moderation-queue.js';
import { ResolveReportResolver } from './operations/resolve-case.js';
import { startFlagReader } from './flags.js';
import { ADMIN_NOTICES_DELIVERED_TOPIC, noticePruningMigrations, startAdminNoticePruning } from './notice-pruning.js';

export const moderation: SubgraphPart = {
  name: 'moderation',
  resolvers: [ReportContentResolver, ModerationQueueResolver, ResolveReportResolver],
  migrations: [...moderationMigrations, ...noticePruningMigrations],
  // The flagged-image reader, and the sweep that prunes the notices social has delivered.
  background: (services) => {
    const stops = [startFlagReader(services), startAdminNoticePruning(services)];
    return async () => {
      await Promise.all(stops.map((stop) => stop()));
    };
  },
  listens: [ADMIN_NOTICES_DELIVERED_TOPIC],
};
