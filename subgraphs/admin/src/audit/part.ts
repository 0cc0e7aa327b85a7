// The audit log: an append-only record of every admin action (issue 23), written by the
// operations of this subgraph (record.ts) and listed to admins (auditLog).
import type { SubgraphPart } from '@pulse/kit';
import { AuditEntry } from './entities.js';
import { auditMigrations } from './migrations.js';
import { auditMemberData } from './member-data.js';
import { AuditLogResolver } from './operations/audit-log.js';

export const audit: SubgraphPart = {
  name: 'audit',
  resolvers: [AuditLogResolver],
  entities: [AuditEntry],
  migrations: auditMigrations,
  memberData: auditMemberData,
};
