import { SignJWT } from 'jose';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INVALID_TOKEN_MESSAGE, RevocationStore, TokenService, authenticate, requireAdmin, requireUser, type AuthContext, type Role, type TokenClaims } from './auth.js';
import { PgBus } from './bus.js';
import { createOrm } from './db.js';
import { ForbiddenError, UnauthenticatedError } from './errors.js';
import { newId } from './ids.js';
import { migratePlatform } from './platform.js';
import { createTestDatabase, TEST_JWT_SECRET, type TestDatabase } from './testing/index.js';

const tokens = new TokenService(TEST_JWT_SECRET, 3600);
const key = new TextEncoder().encode(TEST_JWT_SECRET);

async function rejection(promise: Promise<unknown>): Promise<UnauthenticatedError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UnauthenticatedError);
  expect((error as UnauthenticatedError).extensions.code).toBe('UNAUTHENTICATED');
  return error as UnauthenticatedError;
}

/** A token with a valid signature whose claims we choose. */
function forge(payload: Record<string, unknown>, exp: number, subject = 'cforged'): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(subject).setExpirationTime(exp).sign(key);
}

async function claimsFor(userId: string, role: Role = 'member'): Promise<{ token: string; claims: TokenClaims }> {
  const { token } = await tokens.issue({ userId, sessionId: newId(), role });
  return { token, claims: await tokens.verify(token) };
}

describe('TokenService', () => {
  it('verifies what it issued', async () => {
    const before = Date.now();
    const { token, expiresAt } = await tokens.issue({ userId: 'cuser1', sessionId: 'csession1', role: 'admin' });
    const claims = await tokens.verify(token);
    expect(claims).toMatchObject({ userId: 'cuser1', sessionId: 'csession1', role: 'admin' });
    expect(claims.issuedAtMs).toBeGreaterThanOrEqual(before);
    expect(claims.issuedAtMs).toBeLessThanOrEqual(Date.now());
    expect(expiresAt.getTime() - claims.issuedAtMs).toBe(3600 * 1000);
    // exp has second granularity
    expect(claims.expiresAt).toBe(Math.floor(expiresAt.getTime() / 1000) * 1000);
  });

  it('rejects a token signed with another secret', async () => {
    const other = new TokenService('another-secret-that-is-also-long-enough!!', 3600);
    const { token } = await other.issue({ userId: 'cuser1', sessionId: 's', role: 'member' });
    expect((await rejection(tokens.verify(token))).message).toBe(INVALID_TOKEN_MESSAGE);
  });

  it('rejects a token whose claims were edited after signing', async () => {
    const { token } = await tokens.issue({ userId: 'cuser1', sessionId: 's', role: 'member' });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const promoted = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect((await rejection(tokens.verify(`${header}.${promoted}.${signature}`))).message).toBe(INVALID_TOKEN_MESSAGE);
  });

  it('rejects an expired token', async () => {
    const now = Date.now();
    const token = await forge({ sid: 's', role: 'member', iatMs: now - 120_000 }, Math.floor(now / 1000) - 60);
    expect((await rejection(tokens.verify(token))).message).toBe(INVALID_TOKEN_MESSAGE);
  });

  it('rejects a token verified earlier once it has expired (verified tokens are remembered)', async () => {
    const now = Date.now();
    const token = await forge({ sid: 's', role: 'member', iatMs: now }, Math.floor(now / 1000) + 2);
    const first = await tokens.verify(token);
    expect(await tokens.verify(token)).toEqual(first);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(first.expiresAt);
      expect((await rejection(tokens.verify(token))).message).toBe(INVALID_TOKEN_MESSAGE);
    } finally {
      vi.useRealTimers();
    }
  });

  it('still rejects an edited copy of a token it verified before', async () => {
    const { token } = await tokens.issue({ userId: 'cuser1', sessionId: 's', role: 'member' });
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const promoted = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect((await rejection(tokens.verify(`${header}.${promoted}.${signature}`))).message).toBe(INVALID_TOKEN_MESSAGE);
  });

  it('rejects an unsigned token', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: 'cuser1', sid: 's', role: 'admin', iatMs: Date.now(), exp: 9999999999 })).toString('base64url');
    await rejection(tokens.verify(`${header}.${payload}.`));
  });

  it.each(['abc', 'a.b.c', 'a.b', ''])('calls %j malformed', async (garbage) => {
    expect((await rejection(tokens.verify(garbage))).message).toContain('malformed');
  });

  it('calls a signed token without our claims malformed', async () => {
    const token = await forge({ role: 'member', iatMs: Date.now() }, Math.floor(Date.now() / 1000) + 60);
    expect((await rejection(tokens.verify(token))).message).toContain('malformed');
    const superuser = await forge({ sid: 's', role: 'root', iatMs: Date.now() }, Math.floor(Date.now() / 1000) + 60);
    expect((await rejection(tokens.verify(superuser))).message).toContain('malformed');
  });
});

interface Process {
  orm: MikroORM;
  bus: PgBus;
  revocations: RevocationStore;
}

let db: TestDatabase;
/** Two subgraph processes sharing the platform schema and the bus. */
let a: Process;
let b: Process;

async function startProcess(url: string): Promise<Process> {
  const orm = await createOrm({ databaseUrl: url, schema: 'auth_test', entities: [], migrations: [], poolMax: 2 });
  const bus = new PgBus(url);
  await bus.ready();
  // The same wiring as startSubgraph.
  const revocations = new RevocationStore((sql, params) => orm.em.getConnection().execute(sql, params), bus);
  return { orm, bus, revocations };
}

async function stopProcess(p: Process | undefined): Promise<void> {
  p?.revocations.close();
  await p?.bus.close();
  await p?.orm.close();
}

beforeAll(async () => {
  db = await createTestDatabase();
  await migratePlatform(db.url);
  a = await startProcess(db.url);
  b = await startProcess(db.url);
});
afterAll(async () => {
  await stopProcess(a);
  await stopProcess(b);
  await db?.drop();
});

describe('RevocationStore', () => {
  it('accepts a fresh token', async () => {
    const { claims } = await claimsFor(newId());
    expect(await a.revocations.isAlive(claims)).toBe(true);
  });

  it('revoking a session bites at once here and, through the bus, in a process that cached it', async () => {
    const userId = newId();
    const { claims } = await claimsFor(userId);
    const { claims: otherSession } = await claimsFor(userId);
    expect(await a.revocations.isAlive(claims)).toBe(true);
    expect(await b.revocations.isAlive(claims)).toBe(true); // now cached in b

    await a.revocations.revokeSession(claims);
    expect(await a.revocations.isAlive(claims)).toBe(false);
    await vi.waitFor(async () => expect(await b.revocations.isAlive(claims)).toBe(false), { timeout: 2000 });
    // Logging out one device leaves the member's other sessions alone.
    expect(await b.revocations.isAlive(otherSession)).toBe(true);
  });

  it('revoking twice is harmless', async () => {
    const { claims } = await claimsFor(newId());
    await a.revocations.revokeSession(claims);
    await b.revocations.revokeSession(claims);
    expect(await b.revocations.isAlive(claims)).toBe(false);
  });

  it('suspension kills every token issued before it, everywhere, and blocks new ones', async () => {
    const userId = newId();
    const phone = await claimsFor(userId);
    const laptop = await claimsFor(userId);
    const bystander = await claimsFor(newId());
    for (const c of [phone.claims, laptop.claims, bystander.claims]) expect(await b.revocations.isAlive(c)).toBe(true);

    await a.revocations.suspendUser(userId);
    expect(await a.revocations.isAlive(phone.claims)).toBe(false);
    await vi.waitFor(
      async () => {
        expect(await b.revocations.isAlive(phone.claims)).toBe(false);
        expect(await b.revocations.isAlive(laptop.claims)).toBe(false);
      },
      { timeout: 2000 },
    );
    expect(await b.revocations.isAlive(bystander.claims)).toBe(true);

    const duringSuspension = await claimsFor(userId);
    expect(await a.revocations.isAlive(duringSuspension.claims)).toBe(false);
  });

  it('lifting a suspension does not revive old tokens, but a new login works', async () => {
    const userId = newId();
    const old = await claimsFor(userId);
    await a.revocations.suspendUser(userId);
    await a.revocations.unsuspendUser(userId);

    expect(await a.revocations.isAlive(old.claims)).toBe(false);
    expect(await b.revocations.isAlive(old.claims)).toBe(false);
    const fresh = await claimsFor(userId);
    expect(await a.revocations.isAlive(fresh.claims)).toBe(true);
    expect(await b.revocations.isAlive(fresh.claims)).toBe(true);
  });
});

describe('authenticate', () => {
  it.each([undefined, null, '', 'Basic dXNlcjpwYXNz', 'Bearer', 'Bearer   '])('is anonymous for the header %j', async (header) => {
    expect(await authenticate(header, tokens, a.revocations)).toEqual({});
  });

  it('signs in the member of a good token, whatever the case of "Bearer"', async () => {
    const userId = newId();
    const { token, claims } = await claimsFor(userId, 'admin');
    const auth = await authenticate(`Bearer ${token}`, tokens, a.revocations);
    expect(auth).toEqual({ user: { id: userId, role: 'admin' }, claims });
    expect((await authenticate(`bearer  ${token} `, tokens, a.revocations)).user).toEqual({ id: userId, role: 'admin' });
  });

  it('reports why a sent token is not accepted instead of signing anyone in', async () => {
    const malformed = await authenticate('Bearer abc', tokens, a.revocations);
    expect(malformed.user).toBeUndefined();
    expect(malformed.error).toBeInstanceOf(UnauthenticatedError);
    expect(malformed.error!.message).toContain('malformed');

    const { token: foreign } = await new TokenService('another-secret-that-is-also-long-enough!!', 60).issue({ userId: 'cuser1', sessionId: 's', role: 'admin' });
    const wrongKey = await authenticate(`Bearer ${foreign}`, tokens, a.revocations);
    expect(wrongKey.user).toBeUndefined();
    expect(wrongKey.error!.message).toBe(INVALID_TOKEN_MESSAGE);
  });

  it('rejects a revoked token with the sign-out message', async () => {
    const { token, claims } = await claimsFor(newId());
    await a.revocations.revokeSession(claims);
    const auth = await authenticate(`Bearer ${token}`, tokens, a.revocations);
    expect(auth.user).toBeUndefined();
    expect(auth.error!.message).toBe(INVALID_TOKEN_MESSAGE);
  });
});

describe('requireUser and requireAdmin', () => {
  const member: AuthContext = { user: { id: 'cmember', role: 'member' } };
  const admin: AuthContext = { user: { id: 'cadmin', role: 'admin' } };

  function thrown(fn: () => unknown): { message: string; extensions: Record<string, unknown> } {
    try {
      fn();
    } catch (error) {
      return error as { message: string; extensions: Record<string, unknown> };
    }
    throw new Error('expected a throw');
  }

  it('requireUser returns the signed-in member', () => {
    expect(requireUser(member)).toEqual({ id: 'cmember', role: 'member' });
  });

  it('requireUser asks an anonymous caller to authenticate', () => {
    const error = thrown(() => requireUser({}));
    expect(error).toBeInstanceOf(UnauthenticatedError);
    expect(error.extensions.code).toBe('UNAUTHENTICATED');
    expect(error.message).toBe('Authentication required');
  });

  it('requireUser passes on why a sent token was refused', () => {
    const reason = new UnauthenticatedError(INVALID_TOKEN_MESSAGE);
    expect(thrown(() => requireUser({ error: reason }))).toBe(reason);
  });

  it('requireAdmin lets admins through, forbids members and asks anonymous callers to sign in', () => {
    expect(requireAdmin(admin)).toEqual({ id: 'cadmin', role: 'admin' });
    const forbidden = thrown(() => requireAdmin(member));
    expect(forbidden).toBeInstanceOf(ForbiddenError);
    expect(forbidden.extensions.code).toBe('FORBIDDEN');
    expect(thrown(() => requireAdmin({})).extensions.code).toBe('UNAUTHENTICATED');
  });
});
