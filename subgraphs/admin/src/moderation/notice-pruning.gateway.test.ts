// Notices pruned once delivered (kit notice-pruning.ts; docs/moderation.md "Notifications"):
// the admin and accounts notices social's reader delivers are deleted ADMIN_NOTICE_RETENTION_DAYS
// and ACCOUNT_NOTICE_RETENTION_DAYS after they were written, by each subgraph's sweep on the
// stack's clock, and only once social announced it delivered them: a notice written while social
// is down stays, however old, until social is back and has delivered it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, startSubgraph } from '@pulse/kit';
import { SUBGRAPHS } from '@pulse/kit/registry';
import { client, eventually, loadSubgraph, ok, registerMember, sql, startStack, type Member, type Stack } from '@pulse/dev-env';

const DAY = 86_400_000;
const NOTES = '{ notifications(first: 50) { nodes { type message } } }';

let stack: Stack;
let q: ReturnType<typeof client>;
let ann: Member;

beforeAll(async () => {
  stack = await startStack({ env: { ADMIN_NOTICE_RETENTION_DAYS: '3', ACCOUNT_NOTICE_RETENTION_DAYS: '5' } });
  q = client(stack);
  ann = await registerMember(stack);
});
afterAll(async () => {
  await stack?.stop();
});

/** A notice in `schema`'s table, as the subgraph writes it (its wake-up is the safety poll here). */
async function notice(schema: 'admin' | 'accounts', kind: string, message: string): Promise<string> {
  const id = newId();
  await sql(stack, `INSERT INTO ${schema}.notices (id, recipient_id, actor_id, kind, message, created_at) VALUES ($1, $2, $2, $3, $4, $5)`, [
    id,
    ann.user.id,
    kind,
    message,
    stack.clock.now(),
  ]);
  return id;
}
const exists = async (schema: string, id: string) => (await sql(stack, `SELECT 1 FROM ${schema}.notices WHERE id = $1`, [id])).length === 1;
/** Social delivered it, and the source recorded social's announcement past it. */
const delivered = (schema: string, id: string, message: string) =>
  eventually(async () => {
    const nodes = ok<{ notifications: { nodes: { message: string }[] } }>(await q(NOTES, {}, ann.token)).notifications.nodes;
    if (!nodes.some((n) => n.message === message)) return false;
    const marked = await sql(stack, `SELECT 1 FROM ${schema}.notice_marks m, ${schema}.notices n WHERE n.id = $1 AND (n.txid, n.seq) <= (m.txid, m.seq)`, [id]);
    return marked.length === 1;
  }, 30_000);

const socialIndex = () => stack.subgraphs.findIndex((s) => s.name === 'social');
async function restartSocial(run: () => Promise<void>) {
  const old = stack.subgraphs[socialIndex()];
  await old.stop();
  await run();
  const social = await loadSubgraph(SUBGRAPHS.find((entry) => entry.name === 'social')!);
  stack.subgraphs[socialIndex()] = await startSubgraph(social, { config: old.services.config, databaseUrl: stack.database.url, port: old.port, clock: stack.clock });
}

describe('delivered notices are pruned', () => {
  it('admin: after its retention, only what social delivered', async () => {
    const first = await notice('admin', 'REPORT_RESOLVED', 'Thanks for your report. We removed the post.');
    await delivered('admin', first, 'Thanks for your report. We removed the post.');
    // Written while social is down: never delivered, so kept however old it gets.
    let held = '';
    await restartSocial(async () => {
      held = await notice('admin', 'MODERATION_WARNING', 'A moderator warned you about your post: be kind');
      stack.clock.advance(2 * DAY);
      expect(await exists('admin', first)).toBe(true); // two days: inside the three kept
      stack.clock.advance(2 * DAY);
      await eventually(async () => !(await exists('admin', first)), 30_000);
      expect(await exists('admin', held)).toBe(true);
    });
    // Social is back: it delivers the held notice (the member reads it), which is pruned in turn.
    await delivered('admin', held, 'A moderator warned you about your post: be kind');
    stack.clock.advance(4 * DAY);
    await eventually(async () => !(await exists('admin', held)), 30_000);
    // The notifications stay: only the source's copy goes.
    const messages = ok<{ notifications: { nodes: { message: string }[] } }>(await q(NOTES, {}, ann.token)).notifications.nodes.map((n) => n.message);
    expect(messages).toEqual(expect.arrayContaining(['Thanks for your report. We removed the post.', 'A moderator warned you about your post: be kind']));
  }, 120_000);

  it('accounts: the same, after its own retention', async () => {
    const ready = await notice('accounts', 'DATA_EXPORT_READY', 'Your data export is ready');
    await delivered('accounts', ready, 'Your data export is ready');
    stack.clock.advance(4 * DAY);
    expect(await exists('accounts', ready)).toBe(true); // four days: inside the five kept
    stack.clock.advance(2 * DAY);
    await eventually(async () => !(await exists('accounts', ready)), 30_000);
  }, 90_000);
});
