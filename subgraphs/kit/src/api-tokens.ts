// API tokens (docs/developer-platform.md): the credentials of third-party apps (OAuth access
// tokens) and members' scripts (personal access tokens), kept in platform.api_tokens. Unlike a
// login token (a JWT that proves itself), an API token is an opaque random string: only its
// SHA-256 is stored, and every check looks it up, so it can be limited to scopes, listed with
// its last use and revoked on its own without logging the member out anywhere.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Role } from './auth.js';

export type ApiTokenKind = 'personal' | 'oauth';

/** Personal tokens start with this, so secret scanners and people can tell them apart. */
export const PERSONAL_TOKEN_PREFIX = 'pulse_pat_';

type Execute = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

export const hashApiToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Whether a bearer string has an API token's shape: 32 or more URL-safe characters and no dots
 * (personal tokens, and the OAuth server's opaque tokens). A login token is a JWT (three
 * dot-separated parts); anything else is malformed and is refused without a lookup.
 */
export const isApiToken = (token: string): boolean => /^[A-Za-z0-9_-]{32,512}$/.test(token);

export interface NewApiToken {
  kind: ApiTokenKind;
  userId: string;
  role: Role;
  scopes: readonly string[];
  expiresAt: Date;
  /** OAuth: the app's client id and the member's grant to it. */
  appId?: string | null;
  grantId?: string | null;
  /** Personal tokens: the member's name for it. */
  name?: string | null;
  /** The bearer string when someone else made it (the OAuth server); personal tokens are made here. */
  token?: string;
}

/** Stores a token's hash and returns the bearer string (shown once, never stored) and its id. */
export async function createApiToken(execute: Execute, input: NewApiToken): Promise<{ id: string; token: string }> {
  // Scopes travel as one space-separated string (as OAuth writes them): the driver would spread an array.
  const token = input.token ?? `${PERSONAL_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const id = randomUUID();
  await execute(
    `INSERT INTO platform.api_tokens (token_hash, id, kind, user_id, role, app_id, grant_id, name, scopes, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, string_to_array(?, ' '), ?)`,
    [
      hashApiToken(token),
      id,
      input.kind,
      input.userId,
      input.role,
      input.appId ?? null,
      input.grantId ?? null,
      input.name ?? null,
      input.scopes.join(' '),
      input.expiresAt,
    ],
  );
  return { id, token };
}

export interface ApiTokenRow {
  id: string;
  kind: ApiTokenKind;
  userId: string;
  role: Role;
  appId: string | null;
  grantId: string | null;
  scopes: string[];
  createdAt: Date;
  expiresAt: Date;
}

/**
 * The live token with this bearer string, or undefined: not revoked, not expired, its member not
 * suspended, and made after the member's tokens were last cut off (a suspension or a role
 * change sets user_access.not_before). Marks it used, in the same statement.
 */
export async function useApiToken(execute: Execute, token: string): Promise<ApiTokenRow | undefined> {
  const rows = await execute(
    `UPDATE platform.api_tokens t SET last_used_at = now()
      WHERE t.token_hash = ? AND t.revoked_at IS NULL AND t.expires_at > now()
        AND NOT EXISTS (SELECT 1 FROM platform.user_access a WHERE a.user_id = t.user_id AND (a.suspended OR a.not_before > t.created_at))
      RETURNING t.id, t.kind, t.user_id, t.role, t.app_id, t.grant_id, t.scopes, t.created_at, t.expires_at`,
    [hashApiToken(token)],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: String(row.id),
    kind: row.kind as ApiTokenKind,
    userId: String(row.user_id),
    role: row.role as Role,
    appId: (row.app_id as string | null) ?? null,
    grantId: (row.grant_id as string | null) ?? null,
    scopes: row.scopes as string[],
    createdAt: new Date(row.created_at as string),
    expiresAt: new Date(row.expires_at as string),
  };
}

/** Which tokens a revocation ends: one token, every token of a grant or of an app, or all of a member's. */
export type ApiTokenSelector = { id: string } | { grantId: string } | { appId: string } | { userId: string };

/** Marks the chosen live tokens revoked and returns their ids (for the caches to forget). */
export async function revokeApiTokenRows(execute: Execute, which: ApiTokenSelector): Promise<string[]> {
  const [column, value] =
    'id' in which ? ['id', which.id] : 'grantId' in which ? ['grant_id', which.grantId] : 'appId' in which ? ['app_id', which.appId] : ['user_id', which.userId];
  const rows = await execute(`UPDATE platform.api_tokens SET revoked_at = now() WHERE ${column} = ? AND revoked_at IS NULL RETURNING id`, [value]);
  // Rows a month past their expiry answer nothing and are no longer listed.
  await execute(`DELETE FROM platform.api_tokens WHERE expires_at < now() - interval '30 days'`, []);
  return rows.map((r) => String(r.id));
}
