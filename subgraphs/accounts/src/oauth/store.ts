// The OAuth server's storage (oidc-provider's adapter interface) in PostgreSQL, in the accounts
// schema: one table for its models (sessions, interactions, grants, codes, refresh and access
// tokens). Two models are ours instead:
// - Client: read from accounts.developer_apps (the app registry), a confidential client's
//   "secret" being the hash of its secret (routes.ts hashes what a client sends the same way).
// - AccessToken: also written to platform.api_tokens (kit's api-tokens.ts) with the member's role
//   and the granted API scopes, so every subgraph accepts it like any API token; ending one there
//   (revocation, a grant revoked) ends it in every process at once (RevocationStore).
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { createApiToken, hashApiToken, type Role, type SubgraphServices } from '@pulse/kit';
import { apiScopesOf } from './scope-words.js';

type Execute = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

export const STORE_TABLE = 'oauth_store';

/** Ids and uids as a client may send them: what PostgreSQL cannot hold in text (NUL) names nothing here. */
const findable = (value: string): boolean => typeof value === 'string' && value.length > 0 && value.length <= 512 && !value.includes('\u0000');

export function executeOf(services: SubgraphServices): Execute {
  return (sql, params) => services.orm.em.fork().getConnection().execute(sql, params);
}

/** The metadata oidc-provider reads a client from, for an app of the registry. */
async function clientMetadata(execute: Execute, schema: string, id: string): Promise<AdapterPayload | undefined> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return undefined;
  const [row] = await execute(`SELECT id, name, logo_url, redirect_uris, is_public, secret_hash FROM ${schema}.developer_apps WHERE id = ?`, [id]);
  if (!row) return undefined;
  return {
    client_id: String(row.id),
    client_name: String(row.name),
    ...(typeof row.logo_url === 'string' ? { logo_uri: row.logo_url } : {}),
    redirect_uris: row.redirect_uris as string[],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    ...(row.is_public ? { token_endpoint_auth_method: 'none' } : { token_endpoint_auth_method: 'client_secret_basic', client_secret: String(row.secret_hash) }),
  } as AdapterPayload;
}

/** Ends the API tokens of an access token (by its value) in every process. */
async function revokeAccessToken(services: SubgraphServices, execute: Execute, token: string): Promise<void> {
  const [row] = await execute(`SELECT id FROM platform.api_tokens WHERE token_hash = ? AND revoked_at IS NULL`, [hashApiToken(token)]);
  if (row) await services.revocations.revokeApiTokens({ id: String(row.id) });
}

/** Ends a grant: its codes, refresh and access tokens and the grant itself; its API tokens everywhere. */
export async function revokeGrant(services: SubgraphServices, grantId: string): Promise<void> {
  await executeOf(services)(`DELETE FROM ${services.schema}.${STORE_TABLE} WHERE grant_id = ?`, [grantId]);
  await services.revocations.revokeApiTokens({ grantId });
}

export function storeAdapter(services: SubgraphServices): new (model: string) => Adapter {
  const execute = executeOf(services);
  const s = services.schema;
  const table = `${s}.${STORE_TABLE}`;
  const now = () => services.clock.now();

  return class PgStore implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      if (this.model === 'Client') throw new Error('Clients are registered in the developer portal');
      const grantId = payload.grantId ?? (this.model === 'Grant' ? id : null);
      const expiresAt = expiresIn ? new Date(now().getTime() + expiresIn * 1000) : null;
      await execute(
        `INSERT INTO ${table} (model, id, payload, grant_id, uid, expires_at) VALUES (?, ?, ?::jsonb, ?, ?, ?)
         ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id, uid = excluded.uid, expires_at = excluded.expires_at`,
        [this.model, id, JSON.stringify(payload), grantId, payload.uid ?? null, expiresAt],
      );
      if (this.model === 'AccessToken' && payload.accountId && expiresAt) {
        const [user] = await execute(`SELECT role FROM ${s}.users WHERE id = ?`, [payload.accountId]);
        if (!user) return;
        await createApiToken(execute, {
          kind: 'oauth',
          token: id,
          userId: payload.accountId,
          role: user.role as Role,
          appId: payload.clientId ?? null,
          grantId: payload.grantId ?? null,
          scopes: apiScopesOf(payload.scope),
          expiresAt,
        });
      }
      // Rows a day past their expiry serve nothing (refresh tokens a rotation consumed included).
      if (Math.random() < 0.05) await execute(`DELETE FROM ${table} WHERE expires_at < ?`, [new Date(now().getTime() - 86_400_000)]);
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (this.model === 'Client') return clientMetadata(execute, s, id);
      if (!findable(id)) return undefined;
      const [row] = await execute(`SELECT payload FROM ${table} WHERE model = ? AND id = ? AND (expires_at IS NULL OR expires_at > ?)`, [this.model, id, now()]);
      return row ? (row.payload as AdapterPayload) : undefined;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      if (!findable(uid)) return undefined;
      const [row] = await execute(`SELECT payload FROM ${table} WHERE model = ? AND uid = ? AND (expires_at IS NULL OR expires_at > ?)`, [this.model, uid, now()]);
      return row ? (row.payload as AdapterPayload) : undefined;
    }

    async findByUserCode(): Promise<AdapterPayload | undefined> {
      return undefined;
    }

    async consume(id: string): Promise<void> {
      await execute(`UPDATE ${table} SET payload = payload || jsonb_build_object('consumed', ?::bigint) WHERE model = ? AND id = ?`, [
        Math.floor(now().getTime() / 1000),
        this.model,
        id,
      ]);
    }

    async destroy(id: string): Promise<void> {
      await execute(`DELETE FROM ${table} WHERE model = ? AND id = ?`, [this.model, id]);
      if (this.model === 'AccessToken') await revokeAccessToken(services, execute, id);
      if (this.model === 'Grant') await services.revocations.revokeApiTokens({ grantId: id });
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await execute(`DELETE FROM ${table} WHERE model = ? AND grant_id = ?`, [this.model, grantId]);
      if (this.model === 'AccessToken') await services.revocations.revokeApiTokens({ grantId });
    }
  };
}
