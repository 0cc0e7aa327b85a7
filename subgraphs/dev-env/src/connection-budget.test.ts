// The suite's connection budget holds: the arithmetic fits the server it sizes, a stack
// measured in pg_stat_activity while every subgraph is busy stays within its share, and a
// test process cannot start more stacks than the budget counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { caller, members } from './graphql.js';
import { startStack, type Stack } from './stack.js';
import {
  STACK_CONNECTIONS,
  STACK_SUBGRAPHS,
  STACKS_PER_WORKER,
  SUITE_CONNECTIONS,
  SUPERUSER_RESERVED_CONNECTIONS,
  TEST_DB_POOL_MAX,
  TEST_SERVER_MAX_CONNECTIONS,
  takeStackSlot,
} from './connection-budget.js';

let stack: Stack;
let admin: pg.Client;
beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  // On the maintenance database: the sampler is not one of the stack's connections.
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
  await stack?.stop();
});

const call = caller(() => stack);

async function stackConnections(): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1`, [stack.database.name]);
  return rows[0].n;
}

describe('the connection budget', () => {
  it('fits the server the suite runs on, with the superuser reserve left over', async () => {
    expect(SUITE_CONNECTIONS + SUPERUSER_RESERVED_CONNECTIONS).toBeLessThanOrEqual(TEST_SERVER_MAX_CONNECTIONS);
    // The embedded server is started with TEST_SERVER_MAX_CONNECTIONS; a DATABASE_URL server
    // (CI's) must allow as many, or the suite can run out of connections on a busy day.
    const { rows } = await admin.query<{ max: string; reserved: string }>(
      `SELECT current_setting('max_connections') AS max, current_setting('superuser_reserved_connections') AS reserved`,
    );
    const usable = Number(rows[0].max) - Number(rows[0].reserved);
    expect(usable, `the test server allows ${rows[0].max} connections; the suite needs ${SUITE_CONNECTIONS} + the reserve (docs/decisions.md)`).toBeGreaterThanOrEqual(
      SUITE_CONNECTIONS,
    );
  });

  it('counts the pools a stack really opens', () => {
    expect(stack.subgraphs).toHaveLength(STACK_SUBGRAPHS);
    for (const s of stack.subgraphs) expect(s.services.orm.config.get('pool'), s.name).toMatchObject({ max: TEST_DB_POOL_MAX });
  });

  it('keeps a stack within its share while every subgraph is busy', async () => {
    const [ann, bob] = await members(stack, 2);
    const { createConversation } = await call('mutation($t: ID!) { createConversation(targetUserId: $t) { id } }', { t: bob.user.id }, ann);
    let peak = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await stackConnections());
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    try {
      // Writes that publish (outbox, bus) and reads that fan out through the gateway, on every subgraph at once.
      const work = Array.from({ length: 12 }, (_, i) => [
        call('mutation($input: CreatePostInput!) { createPost(input: $input) { id } }', { input: { content: `budget ${i}` } }, i % 2 ? ann : bob),
        call('mutation($input: SendMessageInput!) { sendMessage(input: $input) { id } }', { input: { conversationId: createConversation.id, body: `budget ${i}` } }, ann),
        call('query($u: ID!) { userPosts(userId: $u) { nodes { id user { name } } } }', { u: ann.user.id }),
        call('{ myActivities { nodes { id } } }', {}, bob),
        call('{ me { id name } }', {}, ann),
        call('{ myAvatars { id } }', {}, bob),
      ]).flat();
      await Promise.all(work);
    } finally {
      sampling = false;
      await sampler;
    }
    // Every subgraph's bus and relay listen all the time, and so does the gateway's bus: the sampler saw the stack.
    expect(peak).toBeGreaterThanOrEqual(2 * STACK_SUBGRAPHS + 1);
    expect(peak, `measured ${peak} connections, budgeted ${STACK_CONNECTIONS}`).toBeLessThanOrEqual(STACK_CONNECTIONS);
  });

  it(`lets a test process run ${STACKS_PER_WORKER} stacks at once, not one more`, () => {
    // This file's stack holds one slot already.
    const taken = Array.from({ length: STACKS_PER_WORKER - 1 }, () => takeStackSlot());
    expect(() => takeStackSlot()).toThrow(`a test process may run ${STACKS_PER_WORKER} stacks at once`);
    taken[0]();
    taken[0](); // giving a slot back twice frees it once
    const again = takeStackSlot();
    expect(() => takeStackSlot()).toThrow();
    for (const give of [again, ...taken]) give();
  });
});
