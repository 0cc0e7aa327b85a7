// Writing the audit log: every admin action of this subgraph calls `audit` once it is done,
// with the target before and after. The row is the action's receipt: when it cannot be
// written the caller hears an error (the action itself, done by the subgraph owning the data,
// stands; docs/admin.md says why and what is left to do).
import { currentRequestId, type SubgraphContext } from '@pulse/kit';
import { AuditEntry } from './entities.js';

export interface AuditAction {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
}

export async function audit(ctx: SubgraphContext, action: AuditAction): Promise<AuditEntry> {
  const entry = new AuditEntry();
  Object.assign(entry, action);
  entry.requestId = currentRequestId() ?? null;
  entry.createdAt = ctx.services.clock.now();
  await ctx.em.fork().persist(entry).flush();
  return entry;
}
