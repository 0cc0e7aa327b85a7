// The gateway's memory of a subgraph's concurrent-limit refusal, hook by hook as Apollo Server
// calls them (the whole path through a stack: health's heavy-work.gateway.test.ts).
import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import type { GatewayContext } from './context.js';
import { refusalMemory } from './refusal-memory.js';

type Hooks = { didResolveOperation(rc: unknown): Promise<void>; willSendResponse(rc: unknown): Promise<void> };

const context = (authorization: string): GatewayContext => ({ authorization, clientIp: '127.0.0.1' });
const TOO_MANY = { message: 'Two at once already', extensions: { code: 'RATE_LIMITED', retryAfter: 2, limit: 'concurrent' } };

/** One call through the plugin: starts it (resolving its operation) and returns how to end it with these errors. */
async function start(memory: ReturnType<typeof refusalMemory>, query: string, who: string) {
  const hooks = (await memory.plugin.requestDidStart!({} as never)) as unknown as Hooks;
  const document = parse(query);
  const operation = document.definitions[0];
  await hooks.didResolveOperation({ document, operation, contextValue: context(who) });
  return (errors: unknown[] = []) => hooks.willSendResponse({ response: { body: { kind: 'single', singleResult: { errors: errors.length ? errors : undefined } } } });
}

const memory = () => refusalMemory(async (c) => `member:${c.authorization}`);

describe('refusal memory', () => {
  it("refuses a member's next call of a field while their earlier one runs, and forgets when one ends", async () => {
    const m = memory();
    const first = await start(m, '{ searchHealth }', 'ann');
    const second = await start(m, '{ found: searchHealth }', 'ann');
    await second([{ ...TOO_MANY, path: ['found'] }]);
    await expect(start(m, 'query Q { ...F } fragment F on Query { searchHealth }', 'ann')).rejects.toMatchObject({
      message: 'Two at once already',
      extensions: { code: 'RATE_LIMITED', retryAfter: 2, limit: 'concurrent' },
    });
    expect(m.refused()).toBe(1);
    // Another member, and another field of Ann's, are not refused.
    await (
      await start(m, '{ searchHealth }', 'bob')
    )();
    await (
      await start(m, '{ heartRate }', 'ann')
    )();
    await first();
    await (
      await start(m, '{ searchHealth }', 'ann')
    )();
    expect(m.refused()).toBe(1);
  });

  it('learns nothing from a refusal with no other call of the member in flight, or from a window of time', async () => {
    const m = memory();
    await (
      await start(m, '{ searchHealth }', 'ann')
    )([{ ...TOO_MANY, path: ['searchHealth'] }]);
    await (
      await start(m, '{ searchHealth }', 'ann')
    )();
    const running = await start(m, 'mutation { login }', 'ann');
    await (
      await start(m, 'mutation { login }', 'ann')
    )([{ message: 'Too many attempts', path: ['login'], extensions: { code: 'RATE_LIMITED', retryAfter: 30 } }]);
    await (
      await start(m, 'mutation { login }', 'ann')
    )();
    await running();
    expect(m.refused()).toBe(0);
  });
});
