import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestSubgraph, testConfig } from '@pulse/dev-env';
import { configSpec } from './config.js';
import { accounts } from './index.js';

let sub: Awaited<ReturnType<typeof startTestSubgraph>>;
beforeAll(async () => {
  sub = await startTestSubgraph(accounts, { config: testConfig(configSpec) });
});
afterAll(async () => {
  await sub?.stop();
});

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token user { id username email name role } } }`;

describe('accounts subgraph directly', () => {
  it('registers and answers me', async () => {
    const r = await gql(sub.url, REGISTER, { input: { email: 'Ann@Example.com', password: 'lantern-basil-73', name: 'Ann', username: 'ann' } });
    expect(r.errors).toBeUndefined();
    expect(r.data.register.user.email).toBe('ann@example.com');
    expect(r.data.register.user.id).toMatch(/^c[0-9a-z]{24}$/);
    const me = await gql(sub.url, `{ me { id username } }`, {}, r.data.register.token);
    expect(me.data.me.username).toBe('ann');
  });
});
