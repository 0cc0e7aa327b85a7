// Long conversations: cursor pages walk the whole history with no overlap or gap, and the
// page queries stay index range scans however long the history gets (checked with EXPLAIN
// on a conversation of 20,000 rows rather than by timing, which would only be a benchmark).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { caller, gql, type Member, registerMember, type Stack, startStack } from '@pulse/dev-env';

const CREATE = 'mutation($t: ID!) { createConversation(targetUserId: $t) { id } }';
const SEND = 'mutation($input: SendMessageInput!) { sendMessage(input: $input) { id body cursor } }';
const MESSAGES = `query($c: ID!, $first: Int, $before: String) {
  messages(conversationId: $c, first: $first, before: $before) { nodes { id body cursor } pageInfo { hasPreviousPage startCursor endCursor } } }`;

let stack: Stack;
let db: pg.Client;
beforeAll(async () => {
  // Bulk sends: the per-minute send limit would stop them after 120.
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', MESSAGE_LIMIT_PER_MINUTE: '100000' } });
  db = new pg.Client({ connectionString: stack.database.url });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await stack?.stop();
});

const call = caller(() => stack);

interface Page {
  nodes: { id: string; body: string; cursor: string }[];
  pageInfo: { hasPreviousPage: boolean; startCursor: string | null };
}

/** Walks a conversation from the newest page back to the first; returns the pages as read. */
async function walkBack(member: Member, conversationId: string, first: number): Promise<Page[]> {
  const pages: Page[] = [];
  let before: string | null = null;
  for (;;) {
    const page: Page = (await call(MESSAGES, { c: conversationId, first, before }, member)).messages;
    pages.push(page);
    if (!page.pageInfo.hasPreviousPage) return pages;
    before = page.pageInfo.startCursor;
  }
}

describe('message history', () => {
  it('pages through 250 messages newest first with no overlap or gap, whatever the page size', async () => {
    const [ann, bob] = await Promise.all([registerMember(stack), registerMember(stack)]);
    const c = (await call(CREATE, { t: bob.user.id }, ann)).createConversation.id;
    const opener = (await call(SEND, { input: { conversationId: c, body: 'opener' } }, ann)).sendMessage;
    // Ten writers at once, each sending its own numbered run in order.
    const writers = Array.from({ length: 10 }, (_, w) =>
      (async () => {
        const ids: string[] = [];
        for (let i = 0; i < 25; i++) ids.push((await call(SEND, { input: { conversationId: c, body: `w${w}-${i}` } }, w % 2 ? ann : bob)).sendMessage.id);
        return ids;
      })(),
    );
    const runs = await Promise.all(writers);

    // The server's order, read the other way: catch-up from the opener, oldest first.
    const order: string[] = [];
    let after = opener.cursor;
    for (;;) {
      const page = (await call('query($a: String!) { missedMessages(after: $a, first: 100) { nodes { id } pageInfo { hasNextPage endCursor } } }', { a: after }, bob))
        .missedMessages;
      order.push(...page.nodes.map((n: { id: string }) => n.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(order).toHaveLength(250);
    expect(new Set(order)).toEqual(new Set(runs.flat()));
    // Each writer's messages keep the order it sent them in.
    for (const run of runs) expect(order.filter((id) => run.includes(id))).toEqual(run);

    for (const size of [30, 100, 7]) {
      const pages = await walkBack(bob, c, size);
      expect(pages).toHaveLength(Math.ceil(251 / size));
      // Every page but the oldest is full; within a page oldest first.
      pages.slice(0, -1).forEach((p) => expect(p.nodes).toHaveLength(size));
      const read = pages.reverse().flatMap((p) => p.nodes.map((n) => n.id));
      expect(read).toEqual([opener.id, ...order]);
    }
    const newest = (await call(MESSAGES, { c }, ann)).messages;
    expect(newest.nodes.map((n: { id: string }) => n.id)).toEqual(order.slice(-30));
  }, 90_000);

  it('keeps older pages stable while new messages arrive', async () => {
    const [ann, bob] = await Promise.all([registerMember(stack), registerMember(stack)]);
    const c = (await call(CREATE, { t: bob.user.id }, ann)).createConversation.id;
    for (let i = 0; i < 20; i++) await call(SEND, { input: { conversationId: c, body: `old${i}` } }, ann);
    const first = (await call(MESSAGES, { c, first: 5 }, bob)).messages;
    expect(first.nodes.map((n: { body: string }) => n.body)).toEqual(['old15', 'old16', 'old17', 'old18', 'old19']);
    for (let i = 0; i < 5; i++) await call(SEND, { input: { conversationId: c, body: `new${i}` } }, bob);
    const older = (await call(MESSAGES, { c, first: 5, before: first.pageInfo.startCursor }, bob)).messages;
    expect(older.nodes.map((n: { body: string }) => n.body)).toEqual(['old10', 'old11', 'old12', 'old13', 'old14']);
  });
});

describe('a conversation of 20,000 messages', () => {
  interface PlanNode {
    'Node Type': string;
    'Relation Name'?: string;
    'Index Name'?: string;
    Plans?: PlanNode[];
  }
  function planNodes(node: PlanNode): PlanNode[] {
    return [node, ...(node.Plans ?? []).flatMap(planNodes)];
  }
  async function plan(sql: string, params: unknown[]): Promise<PlanNode[]> {
    const { rows } = await db.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
    return planNodes(rows[0]['QUERY PLAN'][0].Plan);
  }
  const seqScansOnMessages = (nodes: PlanNode[]) => nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'messages');
  const indexes = (nodes: PlanNode[]) => nodes.map((n) => n['Index Name']).filter(Boolean);

  it('reads its pages by an index range scan on (conversation_id, seq)', async () => {
    const [ann, bob] = await Promise.all([registerMember(stack), registerMember(stack)]);
    const big = (await call(CREATE, { t: bob.user.id }, ann)).createConversation.id;
    // The big conversation among plenty of others, as on a real server, and not the most
    // recently active one: its messages are older than most of the table.
    await db.query(
      `INSERT INTO messaging.messages (id, conversation_id, sender_id, body, created_at)
       SELECT 'cbulk0' || lpad(g::text, 19, '0'), $1, CASE WHEN g % 2 = 0 THEN $2 ELSE $3 END, 'bulk ' || g, now() - make_interval(secs => 90000 - g)
       FROM generate_series(1, 20000) g`,
      [big, ann.user.id, bob.user.id],
    );
    await db.query(`INSERT INTO messaging.conversations (id, direct_key) SELECT 'cother' || lpad(g::text, 19, '0'), 'bulk:' || g FROM generate_series(1, 300) g`);
    await db.query(`INSERT INTO messaging.participants (conversation_id, user_id) SELECT 'cother' || lpad(g::text, 19, '0'), $1 FROM generate_series(1, 300) g`, [
      ann.user.id,
    ]);
    await db.query(
      `INSERT INTO messaging.messages (id, conversation_id, sender_id, body, created_at)
       SELECT 'cnoise' || lpad(g::text, 19, '0'), 'cother' || lpad((g % 300 + 1)::text, 19, '0'), $1, 'noise ' || g, now() - make_interval(secs => 60000 - g)
       FROM generate_series(1, 60000) g`,
      [ann.user.id],
    );
    await db.query('ANALYZE messaging.messages');

    // The statements messages(conversationId, first, before) runs (see operations/messages.ts).
    const firstPage = await plan('SELECT m0.* FROM messaging.messages AS m0 WHERE m0.conversation_id = $1 ORDER BY m0.seq DESC LIMIT 31', [big]);
    const {
      rows: [middle],
    } = await db.query(`SELECT seq FROM messaging.messages WHERE id = 'cbulk0' || lpad('10000', 19, '0')`);
    const beforePage = await plan('SELECT m0.* FROM messaging.messages AS m0 WHERE m0.conversation_id = $1 AND m0.seq < $2 ORDER BY m0.seq DESC LIMIT 31', [
      big,
      middle.seq,
    ]);
    for (const nodes of [firstPage, beforePage]) {
      expect(seqScansOnMessages(nodes), JSON.stringify(nodes)).toEqual([]);
      expect(indexes(nodes)).toContain('messages_conversation_seq');
    }
    // The conversation list's latest-message lookup and catch-up after a reconnect, too.
    const latest = await plan(
      `SELECT m.* FROM unnest(ARRAY[$1]::text[]) AS c(id)
       CROSS JOIN LATERAL (SELECT * FROM messaging.messages WHERE conversation_id = c.id ORDER BY seq DESC LIMIT 1) m`,
      [big],
    );
    expect(seqScansOnMessages(latest)).toEqual([]);
    expect(indexes(latest)).toContain('messages_conversation_seq');
    const {
      rows: [recent],
    } = await db.query('SELECT max(seq) - 50 AS seq FROM messaging.messages');
    for (const [user, after] of [
      [bob.user.id, recent.seq],
      [ann.user.id, recent.seq],
      [bob.user.id, middle.seq],
    ]) {
      const missed = await plan(
        `SELECT m.* FROM messaging.participants p
         CROSS JOIN LATERAL (
           SELECT * FROM messaging.messages x WHERE x.conversation_id = p.conversation_id AND x.seq > $1 ORDER BY x.seq ASC LIMIT $2
         ) m
         WHERE p.user_id = $3 ORDER BY m.seq ASC LIMIT $2`,
        [after, 101, user],
      );
      expect(seqScansOnMessages(missed)).toEqual([]);
      expect(indexes(missed)).toContain('messages_conversation_seq');
    }

    // And through the API the history reads as it should at both ends and in the middle.
    const newest: Page = (await call(MESSAGES, { c: big, first: 100 }, bob)).messages;
    expect(newest.nodes.at(-1)!.body).toBe('bulk 20000');
    expect(newest.nodes[0].body).toBe('bulk 19901');
    const anchor = (await call('query($id: ID!) { message(id: $id) { body cursor } }', { id: `cbulk0${'10000'.padStart(19, '0')}` }, bob)).message;
    expect(anchor.body).toBe('bulk 10000');
    const deep: Page = (await call(MESSAGES, { c: big, first: 100, before: anchor.cursor }, bob)).messages;
    expect(deep.nodes.map((n) => n.body)).toEqual(Array.from({ length: 100 }, (_, i) => `bulk ${9900 + i}`));
    expect(deep.pageInfo.hasPreviousPage).toBe(true);
    const unread = await gql(stack.graphqlUrl, '{ unreadMessageCount }', {}, bob.token);
    expect(unread.data.unreadMessageCount).toBe(10000);
  });
});
