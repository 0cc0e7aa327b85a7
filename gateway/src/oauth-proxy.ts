// The OAuth server lives in the accounts subgraph (subgraphs/accounts/src/oauth/); browsers and
// apps reach it on the gateway's origin, so its cookies, redirects and issuer are the product's:
//
//   /oauth/*                            ->  accounts /oauth/*   (but GET /oauth/consent/:uid,
//                                           the web client's consent page)
//   /.well-known/openid-configuration   ->  accounts /oauth/.well-known/openid-configuration
//
// Requests pass as they are (method, query, body, cookies, Authorization), with the address the
// browser used in X-Forwarded-Host/-Proto; answers (status, Location, Set-Cookie, body) come back.
// Every forwarded request first takes a place in its caller's request budget (member-budget.ts,
// the one /graphql and /api share): one caller's burst of /oauth/token requests must not tie up
// accounts. The consent page is the web app's, and its pages are not counted.
import { pipeline } from 'node:stream/promises';
import express from 'express';
import { Agent, request } from 'undici';
import { createLogger, currentRequestId, REQUEST_ID_HEADER } from '@pulse/kit';
import { subgraphBase } from './media-proxy.js';

const log = createLogger('gateway.oauth');

/** Request headers that belong to one hop, or that the subgraph must not believe from a client. */
const DROPPED = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-for',
]);
const PASSED_BACK = ['content-type', 'location', 'set-cookie', 'cache-control', 'pragma', 'www-authenticate', 'content-length'];

export interface OauthProxy {
  router: express.Router;
  close(): Promise<void>;
}

/** The consent page: a page of the web client, not the OAuth server's. */
const CONSENT_PAGE = /^\/oauth\/consent\/[^/]+\/?$/;

export function oauthProxy(
  accountsGraphqlUrl: string | undefined,
  /** The caller's budget (MemberBudget.middleware with oauthRefusal): calls next() when the request may go on. */
  admit: express.RequestHandler,
): OauthProxy {
  const agent = new Agent({ keepAliveTimeout: 30_000, connections: 16 });
  const router = express.Router();
  if (!accountsGraphqlUrl) return { router, close: () => agent.close() };
  const base = subgraphBase(accountsGraphqlUrl);
  const forward = (upstreamPath: string) => async (req: express.Request, res: express.Response) => {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined && !DROPPED.has(name)) headers[name] = value;
    headers['x-forwarded-host'] = req.headers.host ?? '';
    headers['x-forwarded-proto'] = req.protocol;
    const id = currentRequestId();
    if (id) headers[REQUEST_ID_HEADER] = id;
    try {
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const upstream = await request(new URL(upstreamPath.replace(/^\//, ''), base), {
        method: req.method as 'GET',
        headers,
        body: hasBody ? req : undefined,
        dispatcher: agent,
      });
      res.status(upstream.statusCode);
      for (const name of PASSED_BACK) {
        const value = upstream.headers[name];
        if (value !== undefined) res.setHeader(name, value);
      }
      await pipeline(upstream.body, res);
    } catch (error) {
      log.warn('oauth request failed', { error: String(error) });
      if (res.headersSent) res.destroy();
      else res.status(502).json({ error: 'temporarily_unavailable', error_description: 'The authorization server is unavailable' });
    }
  };
  router.get('/.well-known/openid-configuration', admit, forward('/oauth/.well-known/openid-configuration'));
  router.use('/oauth', (req, res, next) => {
    if (req.method === 'GET' && CONSENT_PAGE.test(req.originalUrl.split('?')[0])) return next();
    return admit(req, res, (error?: unknown) => {
      if (error) next(error);
      else void forward(req.originalUrl)(req, res);
    });
  });
  return { router, close: () => agent.close() };
}
