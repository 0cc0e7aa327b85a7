// The audit record of an admin action on a member, written by accounts in the change's own
// transaction (issue 23, docs/admin.md "The audit log"): the change and its audit row commit
// together or not at all. The admin subgraph, which owns the audit log, reads these rows in
// commit order and appends each to it exactly once (subgraphs/admin/src/account-audit/reader.ts),
// also after being down. The shape is the audit log's: actor, action, target, before, after, at.
//
// Two ways in, one row: `queueAudit` for a change made through the ORM (persisted, written by
// the same flush), `insertAudit` for one made with plain SQL in a transaction (the sweep that
// ends timed suspensions, role changes).
import { EntitySchema, type EntityManager } from '@mikro-orm/postgresql';
import { anonymisedAuditRecord, currentRequestId, enqueueEvent, memberIdPattern, newId, type AuditRecordRow } from '@pulse/kit';

/** The bus topic that wakes the admin subgraph's reader (it also polls). */
export const ACCOUNT_AUDIT_TOPIC = 'accountAudit';
/** The actor of what no person did (a timed suspension ending by itself). */
export const SYSTEM_ACTOR = 'system';

export interface AuditRecord {
  /** The admin's id, or SYSTEM_ACTOR. */
  actorId: string;
  /** `user.update`, `user.role`, `user.suspend`, `user.unsuspend` (docs/admin.md). */
  action: string;
  targetId: string;
  /** The fields the action changed, before and after (JSON). */
  before: unknown;
  after: unknown;
  at: Date;
}

export class AuditOutboxRow {
  id!: string;
  actorId!: string;
  action!: string;
  targetType!: string;
  targetId!: string;
  before!: unknown;
  after!: unknown;
  requestId!: string | null;
  at!: Date;
}

export const AuditOutboxSchema = new EntitySchema<AuditOutboxRow>({
  class: AuditOutboxRow,
  tableName: 'audit_outbox',
  properties: {
    id: { type: 'string', primary: true },
    actorId: { type: 'string', fieldName: 'actor_id' },
    action: { type: 'string' },
    targetType: { type: 'string', fieldName: 'target_type' },
    targetId: { type: 'string', fieldName: 'target_id' },
    before: { type: 'json', nullable: true },
    after: { type: 'json', nullable: true },
    requestId: { type: 'string', fieldName: 'request_id', nullable: true },
    at: { type: 'Date' },
  },
});

/** Queues the record in `em`'s unit of work: the flush that writes the change writes it. */
export function queueAudit(em: EntityManager, record: AuditRecord): void {
  em.persist(Object.assign(new AuditOutboxRow(), { id: newId(), targetType: 'user', requestId: currentRequestId() ?? null, ...record }));
  enqueueEvent(em, ACCOUNT_AUDIT_TOPIC, { internal: true }, {});
}

export type Execute = (sql: string, params: unknown[]) => Promise<unknown>;

/** Writes the record with the caller's transaction (`execute` runs in it). */
export async function insertAudit(execute: Execute, schema: string, record: AuditRecord): Promise<void> {
  await execute(
    `INSERT INTO ${schema}.audit_outbox (id, actor_id, action, target_type, target_id, before, after, request_id, at)
     VALUES (?, ?, ?, 'user', ?, ?::jsonb, ?::jsonb, ?, ?)`,
    [
      newId(),
      record.actorId,
      record.action,
      record.targetId,
      JSON.stringify(record.before ?? null),
      JSON.stringify(record.after ?? null),
      currentRequestId() ?? null,
      record.at,
    ],
  );
  await execute(`INSERT INTO ${schema}.outbox (id, topic, audience, data) VALUES (?, ?, ?::jsonb, '{}'::jsonb)`, [
    newId(),
    ACCOUNT_AUDIT_TOPIC,
    JSON.stringify({ internal: true }),
  ]);
}

/** The suspension fields as the audit log shows them. */
export const suspensionOf = (u: { suspended: boolean; suspendedReason: string | null; suspendedUntil: Date | null }) => ({
  suspended: u.suspended,
  suspendedReason: u.suspendedReason,
  suspendedUntil: u.suspendedUntil ? u.suspendedUntil.toISOString() : null,
});

/** A stored role as the audit log shows it (the GraphQL name: MEMBER, MODERATOR, ADMIN). */
export const wireRole = (role: string) => role.toUpperCase();

/**
 * Account deletion, in its own transaction (`tx`): the records about the member still in the
 * outbox, delivered or not, lose the member's id and personal values as the audit log's rows do
 * (kit's member-data/audit-records.ts). A record not yet delivered then reaches the audit log
 * already anonymised, and accounts keeps nothing personal of the member here either. A record
 * of a change still committing beside the deletion is not seen here: the admin subgraph's reader
 * anonymises it on its way in (admin/src/account-audit/reader.ts).
 */
export async function anonymiseAuditOutbox(tx: EntityManager, schema: string, memberId: string): Promise<void> {
  const run = <T>(sql: string, params: unknown[]) => tx.getConnection().execute<T[]>(sql, params, 'all', tx.getTransactionContext());
  const like = memberIdPattern(memberId);
  const rows = await run<AuditRecordRow & { id: string }>(
    `SELECT id, actor_id, target_id, before, after FROM ${schema}.audit_outbox
      WHERE actor_id = ? OR target_id = ? OR before::text LIKE ? OR after::text LIKE ? FOR UPDATE`,
    [memberId, memberId, like, like],
  );
  for (const row of rows) {
    const out = anonymisedAuditRecord(row, memberId);
    await run(`UPDATE ${schema}.audit_outbox SET actor_id = ?, target_id = ?, before = ?::jsonb, after = ?::jsonb WHERE id = ?`, [
      out.actorId,
      out.targetId,
      out.before,
      out.after,
      row.id,
    ]);
  }
}
