// Keeps `npm run bench` honest: its query must still validate on both sides with the same
// data, and its load path (autocannon in a worker, the expected-body check) must still count
// every response. One second per side; the figures themselves are not asserted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, type Stack, startStack } from '@pulse/dev-env';
import { benchTargets, figuresOf, LoadWorker } from './gateway-overhead.js';

describe('npm run bench: gateway overhead', () => {
  let stack: Stack;
  let load: LoadWorker;
  let members: Awaited<ReturnType<typeof registerMember>>[];

  beforeAll(async () => {
    stack = await startStack();
    load = new LoadWorker();
    members = [await registerMember(stack), await registerMember(stack)];
  });
  afterAll(async () => {
    await load?.terminate();
    await stack?.stop();
  });

  it('gets the same answer directly from accounts and through the gateway, and every loaded response matches it', async () => {
    const [caller, subject] = members;
    const { targets, body, headers } = await benchTargets(stack, caller, subject);
    expect(targets.map((t) => t.name)).toEqual(['direct', 'gateway']);
    const [direct, gateway] = targets.map((t) => JSON.parse(t.expectBody));
    expect(direct).toEqual(gateway);
    expect(direct.data.user).toMatchObject({ id: subject.user.id, username: subject.user.username, name: subject.user.name });
    expect(direct.data.me).toEqual({ id: caller.user.id, username: caller.user.username });

    for (const target of targets) {
      const run = await load.run({ url: target.url, method: 'POST', headers, body, connections: 2, duration: 1, expectBody: target.expectBody });
      const figures = figuresOf([run]);
      expect(figures.completed, target.name).toBeGreaterThan(0);
      expect({ errors: figures.errors, timeouts: figures.timeouts, non2xx: figures.non2xx, mismatches: figures.mismatches }, target.name).toEqual({
        errors: 0,
        timeouts: 0,
        non2xx: 0,
        mismatches: 0,
      });
      expect(figures.p50Ms).toBeGreaterThan(0);
    }
  });

  it('counts a response that differs from the expected body as a mismatch', async () => {
    const [caller, subject] = members;
    const { targets, body, headers } = await benchTargets(stack, caller, subject);
    const run = await load.run({
      url: targets[1].url,
      method: 'POST',
      headers,
      body,
      connections: 1,
      duration: 1,
      expectBody: targets[1].expectBody.replace(subject.user.id, 'someone-else'),
    });
    const figures = figuresOf([run]);
    expect(figures.completed).toBeGreaterThan(0);
    expect(figures.mismatches).toBe(figures.completed);
  });

  it('refuses to measure when the query does not answer as expected', async () => {
    const [caller, subject] = members;
    await expect(benchTargets(stack, caller, { user: { id: 'c000000000000000000000000' } })).rejects.toThrow(/^direct: the benchmark query failed .*User not found/);
    await expect(benchTargets(stack, { token: 'not-a-token', user: caller.user }, subject)).rejects.toThrow(/^direct: the benchmark query failed/);
    // Answers, but not the data asked for: `me` is someone else.
    await expect(benchTargets(stack, { token: subject.token, user: caller.user }, subject)).rejects.toThrow(/^direct: unexpected data/);
  });
});
