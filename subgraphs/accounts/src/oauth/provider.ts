// The OAuth 2.1 authorization server (docs/developer-platform.md): oidc-provider, configured
// for the authorization code flow with PKCE (S256) required of every client, refresh tokens
// rotated on each use, 1-hour opaque access tokens and 30-day refresh tokens; no implicit
// flow, no dynamic registration (apps come from the registry through store.ts), no development
// keys or interactions (keys.ts; the consent screen is the web client's, routes.ts).
import Provider from 'oidc-provider';
import type { SubgraphServices } from '@pulse/kit';
import { cookieKeys, signingJwk } from './keys.js';
import { API_SCOPES } from './scope-words.js';
import { storeAdapter } from './store.js';

export const ACCESS_TOKEN_SECONDS = 3600;
export const REFRESH_TOKEN_SECONDS = 30 * 86_400;
/** The OAuth server's path on the gateway's origin: the issuer is the public URL plus this. */
export const OAUTH_PATH = '/oauth';

export function createProvider(issuer: string, services: SubgraphServices): Provider {
  const secret = services.config.oauthSecret;
  const s = services.schema;
  const provider = new Provider(issuer, {
    adapter: storeAdapter(services),
    jwks: { keys: [signingJwk(secret)] },
    cookies: { keys: cookieKeys(secret) },
    // The member must still exist and not be suspended: a refresh for a suspended member fails.
    async findAccount(_ctx: unknown, id: string) {
      const [user] = await services.orm.em.fork().getConnection().execute<{ id: string }[]>(`SELECT id FROM ${s}.users WHERE id = ? AND NOT suspended`, [id]);
      return user ? { accountId: id, claims: async () => ({ sub: id }) } : undefined;
    },
    scopes: ['openid', 'offline_access', ...API_SCOPES],
    claims: { openid: ['sub'] },
    responseTypes: ['code'],
    pkce: { required: () => true },
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'ES256',
    },
    enabledJWA: { idTokenSigningAlgValues: ['ES256'] },
    features: {
      devInteractions: { enabled: false },
      registration: { enabled: false },
      revocation: { enabled: true },
      introspection: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      userinfo: { enabled: true },
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_SECONDS,
      AuthorizationCode: 60,
      RefreshToken: REFRESH_TOKEN_SECONDS,
      Grant: REFRESH_TOKEN_SECONDS,
      IdToken: 3600,
      Interaction: 600,
      Session: 3600,
    },
    rotateRefreshToken: true,
    // Every app with the refresh_token grant gets one (not only with offline_access).
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) => client.grantTypeAllowed('refresh_token'),
    // Tokens outlive the OAuth server's own browser session, which only carries one flow.
    expiresWithSession: async () => false,
    // Every authorization asks the member afresh on the consent screen, signed in as whoever
    // is signed in to Pulse now (the server's session may be another member's from earlier).
    // Only the grant this very flow's consent made is used, never one remembered from before.
    loadExistingGrant: async (ctx: { oidc: { result?: { consent?: { grantId?: string } }; provider: { Grant: { find(id: string): Promise<unknown> } } } }) => {
      const grantId = ctx.oidc.result?.consent?.grantId;
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${OAUTH_PATH}/consent/${interaction.uid}` },
    renderError: async (ctx: { type: string; body: unknown }, out: Record<string, string>) => {
      ctx.type = 'json';
      ctx.body = out;
    },
  });
  // Behind the gateway: routes.ts sets the forwarded host and protocol from the issuer itself.
  provider.proxy = true;
  return provider;
}
