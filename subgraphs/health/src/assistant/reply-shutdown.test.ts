// Replies written in the background end with their process: a health process stopped while a
// reply is held at the model (a loopback chat server that never answers) and another reply of
// the member's waits its turn. Stopping aborts the held request, ends both replies FAILED in the
// member's words while the database is still open, and returns only once nothing is left
// running: before, the replies outlived the stop and wrote to the closed pool ("Unable to
// acquire a connection", "Knex: Timeout acquiring a connection" in the suite's log).
import { afterAll, expect, it } from 'vitest';
import { newId } from '@pulse/kit';
import { createTestDatabase, sqlAt, gql, startChatServer, startTestSubgraph, testConfig, until, type ChatServer, type TestDatabase } from '@pulse/dev-env';
import { configSpec } from '../config.js';
import { health } from '../index.js';
import { INTERRUPTED, repliesInFlight } from './reply.js';

let chat: ChatServer | undefined;
let database: TestDatabase | undefined;
const running: { stop(): Promise<void> }[] = [];

afterAll(async () => {
  for (const s of running) await s.stop().catch(() => {});
  await chat?.close();
  await database?.drop();
});

const rows = <T = any>(text: string, params: unknown[] = []): Promise<T[]> => sqlAt<T>(database!.url, text, params);

const SEND = 'mutation($input: SendAssistantMessageInput!) { sendAssistantMessage(input: $input) { id conversationId state } }';

it('aborts the replies still being written when the process stops, ends them FAILED in words, and stops only once none is left', async () => {
  chat = await startChatServer();
  database = await createTestDatabase();
  // The model's own timeout far away: only the stop may end the held reply.
  const config = testConfig(configSpec, { AI_BASE_URL: chat.url, AI_CHAT_MODEL: 'test-chat', AI_TIMEOUT_MS: '600000' });
  const subgraph = await startTestSubgraph(health, { config, database });
  running.push(subgraph);
  const { token } = await subgraph.services.tokens.issue({ userId: newId(), sessionId: newId(), role: 'member' });

  chat.reply({ stall: true });
  const held = await gql<{ sendAssistantMessage: { id: string; conversationId: string; state: string } }>(
    subgraph.url,
    SEND,
    { input: { message: 'How much sleep do adults need?' } },
    token,
  );
  expect(held.errors).toBeUndefined();
  const first = held.data!.sendAssistantMessage;
  expect(first.state).toBe('STREAMING');
  // The reply has reached the model, which holds it.
  await until(() => chat!.requests.length === 1, 'the reply’s request to the model', 60_000);
  // The member's next question waits behind it (a member's replies are written one at a time).
  const queued = await gql<{ sendAssistantMessage: { id: string; state: string } }>(
    subgraph.url,
    SEND,
    { input: { conversationId: first.conversationId, message: 'And naps?' } },
    token,
  );
  expect(queued.errors).toBeUndefined();
  const second = queued.data!.sendAssistantMessage;
  expect(repliesInFlight(subgraph.services)).toBe(2);

  await subgraph.stop();
  running.splice(running.indexOf(subgraph), 1);

  // Nothing of the subgraph's is left to use its closed pool, and the held request was hung up.
  expect(repliesInFlight(subgraph.services)).toBe(0);
  expect(chat.requests[0].clientClosed).toBe(true);
  // The queued reply never asked the model.
  expect(chat.requests).toHaveLength(1);
  const ended = await rows<{ id: string; state: string; error: string | null }>(
    'SELECT id, state, error FROM health.ai_messages WHERE id = ANY($1) ORDER BY created_at',
    [[first.id, second.id]],
  );
  expect(ended).toEqual([
    { id: first.id, state: 'failed', error: INTERRUPTED },
    { id: second.id, state: 'failed', error: INTERRUPTED },
  ]);
}, 120_000);
