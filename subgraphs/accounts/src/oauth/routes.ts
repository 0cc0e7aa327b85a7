// The OAuth server's HTTP side in the accounts subgraph; the gateway passes /oauth/* (but the
// consent page itself) and /.well-known/openid-configuration here (gateway/src/oauth-proxy.ts).
//
// The consent decision (docs/developer-platform.md): the provider sends the browser to the web
// client's /oauth/consent/:uid with its interaction cookie, signed and scoped to that path. The
// page reads GET /oauth/consent/:uid/details and posts /confirm or /deny there, with the
// member's own login token in Authorization: the approval is bound both to the browser that
// started the flow (only it holds the cookie) and to the signed-in member (only their login
// token names them; an API token cannot consent). The answer is the URL to go on to.
import express from 'express';
import type { IncomingMessage } from 'node:http';
import type Provider from 'oidc-provider';
import { authenticate, createLogger, type SubgraphServices } from '@pulse/kit';
import { hashClientSecret } from '../developer-apps/apps.js';
import { createProvider, OAUTH_PATH } from './provider.js';
import { apiScopesOf, isAdminScope, isSensitiveScope, SCOPE_WORDS } from './scope-words.js';
import { executeOf } from './store.js';

const log = createLogger('accounts.oauth');

/**
 * The issuer: the public URL's /oauth. Outside production, the address the gateway was reached
 * at (its forwarded host), so test stacks on random ports and local setups work unconfigured;
 * production never reads a forwarded host.
 */
function issuerOf(req: IncomingMessage, services: SubgraphServices): string {
  const configured = new URL(services.config.publicUrl);
  const host = req.headers['x-forwarded-host'];
  const proto = req.headers['x-forwarded-proto'];
  if (services.config.nodeEnv !== 'production' && typeof host === 'string' && /^[A-Za-z0-9.:[\]-]{1,255}$/.test(host)) {
    return `${proto === 'https' ? 'https' : 'http'}://${host}${OAUTH_PATH}`;
  }
  return `${configured.origin}${OAUTH_PATH}`;
}

/**
 * Clients prove themselves with their secret, which the registry keeps only hashed: what a
 * client sends (HTTP Basic, or client_secret in the form) is hashed before oidc-provider
 * compares it with the stored hash.
 */
function hashClientCredentials(req: express.Request, _res: express.Response, next: express.NextFunction): void {
  const basic = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? '');
  if (basic) {
    const decoded = Buffer.from(basic[1], 'base64').toString();
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      const id = decoded.slice(0, colon);
      let secret = decoded.slice(colon + 1);
      try {
        secret = decodeURIComponent(secret.replace(/\+/g, ' '));
      } catch {
        // kept as sent: it will not match
      }
      req.headers.authorization = `Basic ${Buffer.from(`${id}:${hashClientSecret(secret)}`).toString('base64')}`;
    }
  }
  if (req.body && typeof req.body === 'object' && typeof (req.body as Record<string, unknown>).client_secret === 'string') {
    const body = req.body as Record<string, string>;
    body.client_secret = hashClientSecret(body.client_secret);
  }
  next();
}

/** The token endpoints, where clients authenticate. */
const CLIENT_AUTH_PATHS = new Set(['/token', '/token/revocation', '/token/introspection']);

interface ConsentScope {
  scope: string;
  words: string;
  sensitive: boolean;
  adminOnly: boolean;
}

export function oauthRoutes(app: express.Express, services: SubgraphServices): void {
  const providers = new Map<string, { provider: Provider; handle: ReturnType<Provider['callback']> }>();
  const providerOf = (req: express.Request): { provider: Provider; handle: ReturnType<Provider['callback']> } => {
    const issuer = issuerOf(req, services);
    let entry = providers.get(issuer);
    if (!entry) {
      if (providers.size >= 8) providers.delete(providers.keys().next().value as string);
      const made = createProvider(issuer, services);
      made.on('server_error', (_ctx, error) => log.error('oauth server error', { error: String(error) }));
      entry = { provider: made, handle: made.callback() };
      providers.set(issuer, entry);
    }
    // oidc-provider builds its URLs from the request: make them the issuer's.
    const url = new URL(issuer);
    req.headers.host = url.host;
    req.headers['x-forwarded-proto'] = url.protocol.replace(':', '');
    delete req.headers['x-forwarded-host'];
    return entry;
  };
  const execute = executeOf(services);

  /** The member of an own login token (not an API token), or the answer refusing. */
  async function memberOf(req: express.Request, res: express.Response): Promise<{ id: string; role: string } | undefined> {
    const auth = await authenticate(req.headers.authorization, services.tokens, services.revocations);
    if (!auth.user) {
      res.status(401).json({ code: 'UNAUTHENTICATED', message: 'Sign in to continue' });
      return undefined;
    }
    if (auth.claims?.apiToken) {
      res.status(403).json({ code: 'FORBIDDEN', message: 'This operation needs your own login, not an API token' });
      return undefined;
    }
    return auth.user;
  }

  /** The interaction this browser holds, or the answer saying it has none (expired, another browser). */
  async function interactionOf(provider: Provider, req: express.Request, res: express.Response) {
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.uid !== req.params.uid) throw new Error('another interaction');
      return details;
    } catch {
      res
        .status(404)
        .json({ code: 'NOT_FOUND', message: 'This authorization request has expired or was started in another browser. Go back to the app and start again.' });
      return undefined;
    }
  }

  app.get(`${OAUTH_PATH}/consent/:uid/details`, async (req, res, next) => {
    try {
      const { provider } = providerOf(req);
      const details = await interactionOf(provider, req, res);
      if (!details) return;
      const clientId = String(details.params.client_id ?? '');
      const [row] = await execute(
        `SELECT a.id, a.name, a.logo_url, u.name AS owner_name, u.username AS owner_username
           FROM ${services.schema}.developer_apps a JOIN ${services.schema}.users u ON u.id = a.owner_id WHERE a.id = ?`,
        [clientId],
      );
      if (!row) {
        res.status(404).json({ code: 'NOT_FOUND', message: 'This app no longer exists' });
        return;
      }
      const scopes: ConsentScope[] = apiScopesOf(details.params.scope).map((scope) => ({
        scope,
        words: SCOPE_WORDS[scope],
        sensitive: isSensitiveScope(scope),
        adminOnly: isAdminScope(scope),
      }));
      res.json({
        uid: details.uid,
        app: { id: row.id, name: row.name, logoUrl: row.logo_url ?? null, owner: { name: row.owner_name, username: row.owner_username } },
        scopes,
        redirectUri: details.params.redirect_uri ?? null,
        prompt: details.prompt,
      });
    } catch (error) {
      next(error);
    }
  });

  app.post(`${OAUTH_PATH}/consent/:uid/confirm`, async (req, res, next) => {
    try {
      const { provider } = providerOf(req);
      const member = await memberOf(req, res);
      if (!member) return;
      const details = await interactionOf(provider, req, res);
      if (!details) return;
      const clientId = String(details.params.client_id ?? '');
      // admin:* only for admins: a member's approval leaves them out.
      const requested = apiScopesOf(details.params.scope);
      const refused = requested.filter((scope) => isAdminScope(scope) && member.role !== 'admin');
      const scopes = requested.filter((scope) => !refused.includes(scope));
      const asked = new Set(String(details.params.scope ?? '').split(' '));
      const oidc = ['openid', 'offline_access'].filter((scope) => asked.has(scope));
      const grant = new provider.Grant({ accountId: member.id, clientId });
      grant.addOIDCScope([...oidc, ...scopes].join(' '));
      // Answered (not granted): the server does not ask again for what it was refused.
      if (refused.length) grant.rejectOIDCScope(refused.join(' '));
      const grantId = await grant.save();
      const redirectTo = await provider.interactionResult(req, res, { login: { accountId: member.id }, consent: { grantId } }, { mergeWithLastSubmission: false });
      res.json({ redirectTo });
    } catch (error) {
      next(error);
    }
  });

  app.post(`${OAUTH_PATH}/consent/:uid/deny`, async (req, res, next) => {
    try {
      const { provider } = providerOf(req);
      const details = await interactionOf(provider, req, res);
      if (!details) return;
      const redirectTo = await provider.interactionResult(
        req,
        res,
        { error: 'access_denied', error_description: 'The member did not allow the app' },
        { mergeWithLastSubmission: false },
      );
      res.json({ redirectTo });
    } catch (error) {
      next(error);
    }
  });

  app.use(OAUTH_PATH, (req, res, next) => {
    if (!CLIENT_AUTH_PATHS.has(req.path) || req.method !== 'POST') return next();
    express.urlencoded({ extended: false, limit: '56kb' })(req, res, (error?: unknown) => (error ? next(error) : hashClientCredentials(req, res, next)));
  });
  app.use(OAUTH_PATH, (req, res) => {
    providerOf(req).handle(req, res);
  });
}
