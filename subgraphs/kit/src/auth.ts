// Zero trust: every subgraph verifies the bearer token itself (signature, expiry, then the
// platform revocation state) and never believes an identity header from the network.
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { ForbiddenError, UnauthenticatedError } from './errors.js';
import { UserRole } from './graphql/enums.js';
import type { Bus } from './bus.js';
import { isApiToken, revokeApiTokenRows, useApiToken, type ApiTokenKind, type ApiTokenSelector } from './api-tokens.js';

/** The stored role values; the GraphQL enum over them is UserRole (graphql/enums.ts). */
export type Role = `${UserRole}`;
const ROLES: ReadonlySet<unknown> = new Set<string>(Object.values(UserRole));

export interface TokenClaims {
  userId: string;
  sessionId: string;
  role: Role;
  /** Issue time in milliseconds: second granularity is too coarse for "suspended at". */
  issuedAtMs: number;
  expiresAt: number;
  /**
   * API tokens only (api-tokens.ts): what the token may do. Absent for a member's own login,
   * which may do everything the member may. Enforced by scopes.ts.
   */
  scopes?: readonly string[];
  /** API tokens only: which kind, the token's id, and the OAuth app (client id) it was issued to. */
  apiToken?: { kind: ApiTokenKind; id: string; appId: string | null; grantId: string | null };
}

/** The message the web client matches (together with "malformed" and "401") to sign out. */
export const INVALID_TOKEN_MESSAGE = 'Invalid or expired token';

/** Verified tokens kept per process; a member's token is checked on every subgraph request. */
const VERIFIED_MAX = 10_000;

export class TokenService {
  private readonly key: Uint8Array;
  // The signature check of a given token string always gives the same answer, and it is a
  // measurable share of a realtime event's cost (each event's lookups reach every subgraph
  // with the receiver's token), so verified claims are remembered until the token expires.
  // Revocation is still asked on every request (authenticate -> RevocationStore).
  private readonly verified = new Map<string, TokenClaims>();
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(input: { userId: string; sessionId: string; role: Role }): Promise<{ token: string; expiresAt: Date }> {
    const now = Date.now();
    const expiresAt = new Date(now + this.ttlSeconds * 1000);
    const token = await new SignJWT({ sid: input.sessionId, role: input.role, iatMs: now })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(input.userId)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiresAt };
  }

  /** Signature and expiry only; revocation is RevocationStore's job. */
  async verify(token: string): Promise<TokenClaims> {
    const known = this.verified.get(token);
    // jose rejects a token once its exp second has come; so does the cache.
    if (known && Date.now() < known.expiresAt) return known;
    this.verified.delete(token);
    if (token.split('.').length !== 3) throw new UnauthenticatedError('jwt malformed');
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const { sub, sid, role, iatMs, exp } = payload as Record<string, unknown>;
      if (typeof sub !== 'string' || typeof sid !== 'string' || !ROLES.has(role) || typeof iatMs !== 'number' || typeof exp !== 'number') {
        throw new UnauthenticatedError('jwt malformed');
      }
      const claims: TokenClaims = Object.freeze({ userId: sub, sessionId: sid, role: role as Role, issuedAtMs: iatMs, expiresAt: exp * 1000 });
      if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, claims);
      return claims;
    } catch (error) {
      if (error instanceof UnauthenticatedError) throw error;
      if (error instanceof joseErrors.JWSInvalid || error instanceof joseErrors.JWTInvalid) {
        throw new UnauthenticatedError('jwt malformed');
      }
      throw new UnauthenticatedError(INVALID_TOKEN_MESSAGE);
    }
  }
}

type Execute = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

export const REVOCATION_TOPIC = 'platform.revocation';

/** What REVOCATION_TOPIC carries: a session, API tokens or all of a member's tokens, and why when it is a suspension. */
export type RevocationAnnouncement = {
  sessionId?: string;
  userId?: string;
  /** API tokens revoked (by id). */
  apiTokenIds?: string[];
  reason?: 'suspended';
};

const CACHE_TTL_MS = 30_000;
const CACHE_MAX = 10_000;

/**
 * Answers "is this token still alive?". Valid answers are cached briefly per session; a
 * revocation anywhere is published on the bus and evicts the cache in every process, and
 * the process that revokes evicts its own cache synchronously, so logout bites at once.
 */
export class RevocationStore {
  private readonly cache = new Map<string, { userId: string; until: number }>();
  /** Live API tokens by bearer string, briefly, as sessions are; evicted the same ways. */
  private readonly apiTokens = new Map<string, { claims: TokenClaims; until: number }>();
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly execute: Execute,
    private readonly bus?: Bus,
  ) {
    this.unsubscribe = bus?.subscribe(REVOCATION_TOPIC, (event) => {
      this.evict(event.data as RevocationAnnouncement);
    });
  }

  async isAlive(claims: TokenClaims): Promise<boolean> {
    const hit = this.cache.get(claims.sessionId);
    if (hit && hit.until > Date.now()) return true;
    const rows = await this.execute(
      `SELECT 1 FROM platform.revoked_sessions WHERE session_id = ?
       UNION ALL
       SELECT 1 FROM platform.user_access WHERE user_id = ? AND (suspended OR not_before > to_timestamp(? / 1000.0))`,
      [claims.sessionId, claims.userId, claims.issuedAtMs],
    );
    if (rows.length > 0) return false;
    if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(claims.sessionId, { userId: claims.userId, until: Date.now() + CACHE_TTL_MS });
    return true;
  }

  /**
   * The claims of a live API token (api-tokens.ts), or undefined when it is unknown, revoked,
   * expired or its member suspended. Looked up (and marked used) at most every CACHE_TTL_MS per
   * process, so last-used times are that precise.
   */
  async apiTokenClaims(token: string): Promise<TokenClaims | undefined> {
    const hit = this.apiTokens.get(token);
    const now = Date.now();
    if (hit && hit.until > now && now < hit.claims.expiresAt) return hit.claims;
    this.apiTokens.delete(token);
    const row = await useApiToken(this.execute, token);
    if (!row) return undefined;
    const claims: TokenClaims = Object.freeze({
      userId: row.userId,
      sessionId: `api:${row.id}`,
      role: row.role,
      issuedAtMs: row.createdAt.getTime(),
      expiresAt: row.expiresAt.getTime(),
      scopes: Object.freeze([...row.scopes]),
      apiToken: Object.freeze({ kind: row.kind, id: row.id, appId: row.appId, grantId: row.grantId }),
    });
    if (this.apiTokens.size >= CACHE_MAX) this.apiTokens.delete(this.apiTokens.keys().next().value as string);
    this.apiTokens.set(token, { claims, until: now + CACHE_TTL_MS });
    return claims;
  }

  /** Ends API tokens (one, a grant's, an app's or a member's) in every process at once. */
  async revokeApiTokens(which: ApiTokenSelector): Promise<string[]> {
    const ids = await revokeApiTokenRows(this.execute, which);
    if (ids.length) await this.announce({ apiTokenIds: ids });
    return ids;
  }

  async revokeSession(claims: TokenClaims): Promise<void> {
    await this.execute(
      `INSERT INTO platform.revoked_sessions (session_id, user_id, expires_at) VALUES (?, ?, to_timestamp(? / 1000.0))
       ON CONFLICT (session_id) DO NOTHING`,
      [claims.sessionId, claims.userId, claims.expiresAt],
    );
    // Rows past their token's expiry protect nothing.
    await this.execute(`DELETE FROM platform.revoked_sessions WHERE expires_at < now()`, []);
    await this.announce({ sessionId: claims.sessionId });
  }

  /** Suspension: every existing token dies and none works until unsuspended. */
  async suspendUser(userId: string): Promise<void> {
    await this.execute(
      `INSERT INTO platform.user_access (user_id, suspended, not_before) VALUES (?, true, now())
       ON CONFLICT (user_id) DO UPDATE SET suspended = true, not_before = now()`,
      [userId],
    );
    // The reason travels with the announcement: the gateway closes the member's sockets with
    // the suspension's own words, which the web client shows as it signs out.
    await this.announce({ userId, reason: 'suspended' });
  }

  /** Lifting a suspension does not revive tokens issued before it. */
  async unsuspendUser(userId: string): Promise<void> {
    await this.execute(`UPDATE platform.user_access SET suspended = false WHERE user_id = ?`, [userId]);
  }

  close(): void {
    this.unsubscribe?.();
  }

  private async announce(data: RevocationAnnouncement): Promise<void> {
    this.evict(data);
    await this.bus?.publish({ topic: REVOCATION_TOPIC, audience: { internal: true }, data });
  }

  private evict({ sessionId, userId, apiTokenIds }: RevocationAnnouncement): void {
    if (sessionId) this.cache.delete(sessionId);
    if (userId) for (const [sid, entry] of this.cache) if (entry.userId === userId) this.cache.delete(sid);
    if (userId || apiTokenIds?.length) {
      const ids = new Set(apiTokenIds ?? []);
      for (const [token, { claims }] of this.apiTokens) if (claims.userId === userId || ids.has(claims.apiToken!.id)) this.apiTokens.delete(token);
    }
  }
}

export interface AuthContext {
  /** Present when a valid, live token was sent. */
  user?: { id: string; role: Role };
  claims?: TokenClaims;
  /** Why a token that was sent is not accepted; thrown by requireUser. */
  error?: UnauthenticatedError;
}

export function bearerToken(header: string | undefined | null): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1].trim() : undefined;
}

export async function authenticate(header: string | undefined | null, tokens: TokenService, revocations: RevocationStore): Promise<AuthContext> {
  const token = bearerToken(header);
  if (!token) return {};
  try {
    if (isApiToken(token)) {
      const claims = await revocations.apiTokenClaims(token);
      if (!claims) return { error: new UnauthenticatedError(INVALID_TOKEN_MESSAGE) };
      return { user: { id: claims.userId, role: claims.role }, claims };
    }
    const claims = await tokens.verify(token);
    if (!(await revocations.isAlive(claims))) return { error: new UnauthenticatedError(INVALID_TOKEN_MESSAGE) };
    return { user: { id: claims.userId, role: claims.role }, claims };
  } catch (error) {
    if (error instanceof UnauthenticatedError) return { error };
    throw error;
  }
}

/** The signed-in member, or the reason there is none. */
export function requireUser(auth: AuthContext): { id: string; role: Role } {
  if (auth.user) return auth.user;
  throw auth.error ?? new UnauthenticatedError();
}

export function requireAdmin(auth: AuthContext): { id: string; role: Role } {
  const user = requireUser(auth);
  if (user.role !== 'admin') throw new ForbiddenError('Admins only');
  return user;
}

/** Moderators and admins: who works the moderation queue. */
export function requireModerator(auth: AuthContext): { id: string; role: Role } {
  const user = requireUser(auth);
  if (user.role !== 'moderator' && user.role !== 'admin') throw new ForbiddenError('Moderators only');
  return user;
}
