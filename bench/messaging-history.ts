// Does paging stay fast in a long conversation? The same page queries through the gateway
// on a conversation of 100 messages (the baseline) and one of 100,000, in one run.
//
//   npm run bench:history                    # 100,000 messages, 100 requests per case
//   npm run bench:history -- --messages 200000 --requests 200
process.env.APOLLO_TELEMETRY_DISABLED ??= 'true';

import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedServer } from '../subgraphs/kit/src/embedded-postgres.js';
import { registerMember, startStack } from '@pulse/dev-env';

const { values } = parseArgs({ options: { messages: { type: 'string', default: '100000' }, requests: { type: 'string', default: '100' } } });
const LONG = Number(values.messages);
const REQUESTS = Number(values.requests);
const SHORT = 100;

let embedded: EmbeddedServer | undefined;
if (!process.env.DATABASE_URL) {
  embedded = await startEmbeddedPostgres({ dir: '.data/bench-postgres', port: 54331, database: 'postgres' });
  process.env.DATABASE_URL = embedded.adminUrl;
}
const stack = await startStack({ env: { LOG_LEVEL: 'error' } });
try {
  const ann = await registerMember(stack);
  const bob = await registerMember(stack);
  const carl = await registerMember(stack);
  const call = async (query: string, variables: Record<string, unknown>) => {
    const res = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ann.token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: any; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(body.errors[0].message);
    return body.data;
  };
  const open = async (target: string) => (await call('mutation($t: ID!) { createConversation(targetUserId: $t) { id } }', { t: target })).createConversation.id as string;
  const short = await open(bob.user.id);
  const long = await open(carl.user.id);

  // Rows go in by SQL: sending 100,000 messages through the API would measure sending.
  const db = new pg.Client({ connectionString: stack.database.url });
  await db.connect();
  const fill = async (conversation: string, count: number, other: string) => {
    await db.query(
      `INSERT INTO messaging.messages (id, conversation_id, sender_id, body, created_at)
       SELECT 'c' || substr(md5($1 || ':' || n), 1, 24), $1, CASE WHEN n % 2 = 0 THEN $2 ELSE $3 END,
              'message ' || n, now() - make_interval(secs => $4 - n)
       FROM generate_series(1, $4) AS n`,
      [conversation, ann.user.id, other, count],
    );
  };
  console.log(`inserting ${LONG} + ${SHORT} messages...`);
  await fill(long, LONG, carl.user.id);
  await fill(short, SHORT, bob.user.id);
  await db.query('ANALYZE messaging.messages');
  await db.end();

  const PAGE = `query($c: ID!, $before: String) { messages(conversationId: $c, first: 30, before: $before) {
    nodes { id body sender { name } seen reactions { emoji } } pageInfo { hasPreviousPage startCursor } } }`;
  // A cursor deep in the history: walk back once with large pages to find one.
  const deepCursor = async (conversation: string, depth: number) => {
    let before: string | undefined;
    let walked = 0;
    while (walked < depth) {
      const size = Math.min(100, depth - walked);
      const page = (
        await call(
          'query($c: ID!, $first: Int, $before: String) { messages(conversationId: $c, first: $first, before: $before) { pageInfo { startCursor hasPreviousPage } } }',
          { c: conversation, first: size, before },
        )
      ).messages;
      if (!page.pageInfo.hasPreviousPage) break;
      before = page.pageInfo.startCursor;
      walked += size;
    }
    return before;
  };
  const measure = async (conversation: string, before?: string) => {
    for (let i = 0; i < 10; i++) await call(PAGE, { c: conversation, before }); // warm-up
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const t0 = performance.now();
      const data = await call(PAGE, { c: conversation, before });
      times.push(performance.now() - t0);
      if (data.messages.nodes.length === 0) throw new Error('empty page');
    }
    times.sort((a, b) => a - b);
    return { p50: times[Math.floor(times.length / 2)], p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] };
  };
  const results = {
    shortNewest: await measure(short),
    longNewest: await measure(long),
    shortDeep: await measure(short, await deepCursor(short, 50)),
    longDeep: await measure(long, await deepCursor(long, Math.floor(LONG / 2))),
  };
  const row = (name: string, r: { p50: number; p99: number }) => console.log(`${name.padEnd(42)} ${r.p50.toFixed(2).padStart(8)} ${r.p99.toFixed(2).padStart(8)}`);
  console.log(`\npage of 30 through the gateway, ${REQUESTS} sequential requests each            p50 ms   p99 ms`);
  row(`${SHORT} messages, newest page`, results.shortNewest);
  row(`${LONG} messages, newest page`, results.longNewest);
  row(`${SHORT} messages, page ~50 back`, results.shortDeep);
  row(`${LONG} messages, page ~${Math.floor(LONG / 2)} back`, results.longDeep);
  console.log(
    `ratio long/short p50: newest ${(results.longNewest.p50 / results.shortNewest.p50).toFixed(2)}x, deep ${(results.longDeep.p50 / results.shortDeep.p50).toFixed(2)}x\n`,
  );
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(
    new URL('./results/messaging-history.json', import.meta.url),
    JSON.stringify({ at: new Date().toISOString(), long: LONG, short: SHORT, requests: REQUESTS, ...results }, null, 2) + '\n',
  );
} finally {
  await stack.stop();
  await embedded?.stop();
}
