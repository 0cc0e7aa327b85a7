// The audit outbox: accounts' record of each admin action on a member (and of a timed
// suspension ending by itself), written in the change's transaction and read by the admin
// subgraph into its audit log (outbox.ts).
import type { SubgraphPart } from '@pulse/kit';
import { AuditOutboxSchema } from './outbox.js';
import { auditOutboxMigrations } from './migrations.js';

export const auditOutbox: SubgraphPart = {
  name: 'audit',
  entities: [AuditOutboxSchema],
  migrations: auditOutboxMigrations,
};
