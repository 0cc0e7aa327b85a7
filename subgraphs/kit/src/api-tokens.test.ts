// API tokens in platform.api_tokens as every subgraph checks them (auth.ts `authenticate`): the
// bearer string is never stored, scopes and the token's identity reach the claims, and a
// revocation, an expiry, a suspension or a role change ends a token, in two processes at once.
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PERSONAL_TOKEN_PREFIX, createApiToken, hashApiToken } from './api-tokens.js';
import { INVALID_TOKEN_MESSAGE, RevocationStore, TokenService, authenticate } from './auth.js';
import { PgBus } from './bus.js';
import { createOrm } from './db.js';
import { newId } from './ids.js';
import { migratePlatform } from './platform.js';
import { createTestDatabase, TEST_JWT_SECRET, type TestDatabase } from './testing/index.js';

const tokens = new TokenService(TEST_JWT_SECRET, 3600);

interface Process {
  orm: MikroORM;
  bus: PgBus;
  revocations: RevocationStore;
  execute: (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;
}

let db: TestDatabase;
let a: Process;
let b: Process;

async function startProcess(url: string): Promise<Process> {
  const orm = await createOrm({ databaseUrl: url, schema: 'api_tokens_test', entities: [], migrations: [], poolMax: 2 });
  const bus = new PgBus(url);
  await bus.ready();
  const execute = (sql: string, params: unknown[]) => orm.em.getConnection().execute(sql, params);
  return { orm, bus, execute, revocations: new RevocationStore(execute, bus) };
}

beforeAll(async () => {
  db = await createTestDatabase();
  await migratePlatform(db.url);
  a = await startProcess(db.url);
  b = await startProcess(db.url);
});
afterAll(async () => {
  for (const p of [a, b]) {
    p?.revocations.close();
    await p?.bus.close();
    await p?.orm.close();
  }
  await db?.drop();
});

const inAnHour = () => new Date(Date.now() + 3600_000);
const bearer = (token: string) => `Bearer ${token}`;

async function personal(userId = newId(), scopes = ['posts:read', 'health:read']) {
  const made = await createApiToken(a.execute, { kind: 'personal', userId, role: 'member', scopes, expiresAt: inAnHour(), name: 'script' });
  return { ...made, userId };
}

describe('API tokens', () => {
  it('authenticates a personal token with its scopes and identity, and stores only its hash', async () => {
    const { token, id, userId } = await personal();
    expect(token.startsWith(PERSONAL_TOKEN_PREFIX)).toBe(true);
    const auth = await authenticate(bearer(token), tokens, a.revocations);
    expect(auth.user).toEqual({ id: userId, role: 'member' });
    expect(auth.claims?.scopes).toEqual(['posts:read', 'health:read']);
    expect(auth.claims?.apiToken).toEqual({ kind: 'personal', id, appId: null, grantId: null });
    const rows = await a.execute(`SELECT token_hash, last_used_at FROM platform.api_tokens WHERE id = ?`, [id]);
    expect(rows[0].token_hash).toBe(hashApiToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].last_used_at).not.toBeNull();
  });

  it('keeps an OAuth token app and grant, and an empty scope list', async () => {
    const userId = newId();
    const { id } = await createApiToken(a.execute, {
      kind: 'oauth',
      token: 'opaque-from-the-oauth-server-0123456789',
      userId,
      role: 'admin',
      scopes: [],
      appId: 'app1',
      grantId: 'grant1',
      expiresAt: inAnHour(),
    });
    const auth = await authenticate(bearer('opaque-from-the-oauth-server-0123456789'), tokens, b.revocations);
    expect(auth.user).toEqual({ id: userId, role: 'admin' });
    expect(auth.claims?.scopes).toEqual([]);
    expect(auth.claims?.apiToken).toEqual({ kind: 'oauth', id, appId: 'app1', grantId: 'grant1' });
  });

  it('refuses an unknown token as it refuses a bad login token, and a string of neither shape as malformed', async () => {
    const auth = await authenticate(bearer(`${PERSONAL_TOKEN_PREFIX}nothing-like-this-at-all-000000`), tokens, a.revocations);
    expect(auth.user).toBeUndefined();
    expect(auth.error?.message).toBe(INVALID_TOKEN_MESSAGE);
    expect((await authenticate(bearer('short'), tokens, a.revocations)).error?.message).toBe('jwt malformed');
  });

  it('revoking bites at once here and, through the bus, in a process that cached it; other tokens live on', async () => {
    const one = await personal();
    const other = await personal(one.userId);
    expect((await authenticate(bearer(one.token), tokens, b.revocations)).user).toBeDefined(); // cached in b
    expect(await a.revocations.revokeApiTokens({ id: one.id })).toEqual([one.id]);
    expect((await authenticate(bearer(one.token), tokens, a.revocations)).user).toBeUndefined();
    await vi.waitFor(async () => expect((await authenticate(bearer(one.token), tokens, b.revocations)).user).toBeUndefined(), { timeout: 2000 });
    expect((await authenticate(bearer(other.token), tokens, b.revocations)).user).toBeDefined();
  });

  it("revokes a grant's tokens together", async () => {
    const userId = newId();
    const made = await Promise.all(
      ['t1-token-of-a-grant', 't2-token-of-a-grant'].map((token) =>
        createApiToken(a.execute, {
          kind: 'oauth',
          token: `${token}-${userId}`,
          userId,
          role: 'member',
          scopes: ['posts:read'],
          appId: 'app2',
          grantId: `g-${userId}`,
          expiresAt: inAnHour(),
        }),
      ),
    );
    for (const token of ['t1-token-of-a-grant', 't2-token-of-a-grant'])
      expect((await authenticate(bearer(`${token}-${userId}`), tokens, a.revocations)).user).toBeDefined();
    expect((await a.revocations.revokeApiTokens({ grantId: `g-${userId}` })).sort()).toEqual(made.map((m) => m.id).sort());
    for (const token of ['t1-token-of-a-grant', 't2-token-of-a-grant'])
      expect((await authenticate(bearer(`${token}-${userId}`), tokens, a.revocations)).user).toBeUndefined();
  });

  it('refuses an expired token', async () => {
    const userId = newId();
    await createApiToken(a.execute, {
      kind: 'personal',
      token: `${PERSONAL_TOKEN_PREFIX}old-${userId}-0000000000`,
      userId,
      role: 'member',
      scopes: [],
      expiresAt: new Date(Date.now() - 1000),
    });
    expect((await authenticate(bearer(`${PERSONAL_TOKEN_PREFIX}old-${userId}-0000000000`), tokens, a.revocations)).user).toBeUndefined();
  });

  it('suspension ends the tokens everywhere, and lifting it does not revive them', async () => {
    const { token, userId } = await personal();
    expect((await authenticate(bearer(token), tokens, b.revocations)).user).toBeDefined();
    await a.revocations.suspendUser(userId);
    expect((await authenticate(bearer(token), tokens, a.revocations)).user).toBeUndefined();
    await vi.waitFor(async () => expect((await authenticate(bearer(token), tokens, b.revocations)).user).toBeUndefined(), { timeout: 2000 });
    await a.revocations.unsuspendUser(userId);
    expect((await authenticate(bearer(token), tokens, a.revocations)).user).toBeUndefined();
  });

  it('a role change (not_before moved on) ends tokens made before it, not those made after', async () => {
    const before = await personal();
    await a.execute(`INSERT INTO platform.user_access (user_id, suspended, not_before) VALUES (?, false, now() + interval '1 millisecond')`, [before.userId]);
    await new Promise((resolve) => setTimeout(resolve, 5)); // created_at must come after not_before
    const after = await personal(before.userId);
    expect((await authenticate(bearer(before.token), tokens, a.revocations)).user).toBeUndefined();
    expect((await authenticate(bearer(after.token), tokens, a.revocations)).user).toBeDefined();
  });
});
