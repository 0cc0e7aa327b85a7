// A record of who was active on which day (UTC), for the admin dashboard's active members
// (issue 23, docs/admin.md). Sessions keep only their last sight, which says nothing about
// yesterday; this keeps one row per member per day they were seen signed in, and one per week
// and per month (the buckets the dashboard counts distinct members over), in one statement.
//
// Where: every request reaching accounts with a verified member's token (kit's `seen` hook,
// before the request runs). The web client asks accounts for `me` when it opens and for the
// authors of what it shows, so a member using the app reaches it on any day they use it.
//
// Cheap: each process remembers the (member, day) pairs it has written today, so a member costs
// one statement a day per process (three `INSERT ... ON CONFLICT DO NOTHING`) and nothing after. The day is the
// subgraph's clock's (tests move it). A failed write is logged and forgotten, never the
// request's failure: the next request of that member tries again.
import { createLogger, type MemberExportWriter, type SubgraphServices } from '@pulse/kit';

const log = createLogger('accounts.activity');

/** (member, day) pairs written, per process; only today's are kept. */
const writtenBy = new WeakMap<SubgraphServices, { day: string; members: Set<string> }>();

export async function recordActive(services: SubgraphServices, memberId: string): Promise<void> {
  const day = services.clock.now().toISOString().slice(0, 10);
  let written = writtenBy.get(services);
  if (!written || written.day !== day) {
    written = { day, members: new Set() };
    writtenBy.set(services, written);
  }
  if (written.members.has(memberId)) return;
  written.members.add(memberId);
  try {
    const s = services.schema;
    await services.orm.em
      .fork()
      .getConnection()
      .execute(
        `WITH d AS (INSERT INTO ${s}.active_days (member_id, day) VALUES (?, ?::date) ON CONFLICT DO NOTHING),
            w AS (INSERT INTO ${s}.active_weeks (member_id, week) VALUES (?, date_trunc('week', ?::timestamp)::date) ON CONFLICT DO NOTHING)
       INSERT INTO ${s}.active_months (member_id, month) VALUES (?, date_trunc('month', ?::timestamp)::date) ON CONFLICT DO NOTHING`,
        [memberId, day, memberId, day, memberId, day],
      );
  } catch (error) {
    written.members.delete(memberId);
    log.warn('a member’s active day was not recorded', { error: String(error) });
  }
}

/** Account deletion: the member's days, weeks and months go with them (idempotent). */
export async function eraseActiveDays(services: SubgraphServices, memberId: string): Promise<void> {
  const s = services.schema;
  await services.orm.em
    .fork()
    .getConnection()
    .execute(
      `WITH d AS (DELETE FROM ${s}.active_days WHERE member_id = ?), w AS (DELETE FROM ${s}.active_weeks WHERE member_id = ?)
       DELETE FROM ${s}.active_months WHERE member_id = ?`,
      [memberId, memberId, memberId],
    );
}

/** The export archive: the days the member was active (personal data like any other). */
export async function exportActiveDays(services: SubgraphServices, memberId: string, out: MemberExportWriter): Promise<void> {
  const rows = await services.orm.em
    .fork()
    .getConnection()
    .execute<{ day: string }[]>(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM ${services.schema}.active_days WHERE member_id = ? ORDER BY day`, [memberId]);
  out.json(
    'active-days',
    rows.map((row) => row.day),
  );
}
