// Changing a member's role: one function for the dashboard's setUserRole and for
// `npm run admin -- grant|revoke EMAIL` (scripts/admin.ts), which has no running service to ask.
// Everything happens in the caller's transaction, with plain SQL so the command needs no ORM:
// the role, the account event that makes the member's web client fetch a token carrying the
// new role, and on a demotion the end of every token issued before it (tokens carry the role,
// and a former admin's token must stop being an admin's at once).
import { newId, type Role } from '@pulse/kit';

export type Execute = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

const RANK: Record<Role, number> = { member: 0, moderator: 1, admin: 2 };

export interface RoleChange {
  id: string;
  email: string;
  from: Role;
  to: Role;
}

/** Who: a member's id, or their email (any case). Null when no such member exists. */
export async function changeRole(execute: Execute, schema: string, who: { id: string } | { email: string }, role: Role): Promise<RoleChange | null> {
  const [row] = await execute(
    `UPDATE ${schema}.users u SET role = ?, updated_at = CASE WHEN o.role = ? THEN u.updated_at ELSE now() END
       FROM (SELECT id, role FROM ${schema}.users WHERE ${'id' in who ? 'id = ?' : 'lower(email) = lower(?)'} FOR UPDATE) o
      WHERE u.id = o.id
      RETURNING u.id, u.email, o.role AS from_role`,
    [role, role, 'id' in who ? who.id : who.email],
  );
  if (!row) return null;
  const change: RoleChange = { id: String(row.id), email: String(row.email), from: row.from_role as Role, to: role };
  if (change.from === change.to) return change;
  const event = (topic: string, audience: object, data: object) =>
    execute(`INSERT INTO ${schema}.outbox (id, topic, audience, data) VALUES (?, ?, ?::jsonb, ?::jsonb)`, [
      newId(),
      topic,
      JSON.stringify(audience),
      JSON.stringify(data),
    ]);
  if (RANK[change.to] < RANK[change.from]) {
    // Same rule as a suspension's: tokens issued before now are dead everywhere (platform.ts).
    await execute(
      `INSERT INTO platform.user_access (user_id, suspended, not_before) VALUES (?, false, now())
       ON CONFLICT (user_id) DO UPDATE SET not_before = now()`,
      [change.id],
    );
    // Processes keep "alive" answers for a while; this evicts them (auth.ts, REVOCATION_TOPIC).
    await event('platform.revocation', { internal: true }, { userId: change.id });
  }
  await event('accountEvent', { userIds: [change.id] }, { kind: 'ROLE_CHANGED', user: { id: change.id } });
  await event('userUpdated', { public: true }, { id: change.id });
  return change;
}
