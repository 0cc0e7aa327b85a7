// Media travels as bytes, not GraphQL: the gateway passes uploads (multipart) and
// downloads straight through to the subgraph that owns them, streaming both ways so a
// 100 MB video is never held in memory here. The subgraph verifies the token and checks
// everything else itself.
//
//   POST /api/messages/media  -> messaging POST /media   (message media)
//   POST /api/posts/media     -> social    POST /media   (post media)
//   GET  /media/:key          -> social when the key starts with "p-", else messaging
//
// Downloads are routed by the key, not by a shared store: each subgraph may keep its files
// on its own host or bucket (docker-compose gives social its own volume).
import type http from 'node:http';
import { pipeline } from 'node:stream/promises';
import express from 'express';
import { Agent, request } from 'undici';
import { createLogger, lingerThenClose } from '@pulse/kit';
import { restCsrf } from './security.js';

const log = createLogger('gateway.media');

/** Headers of a stored file's answer worth passing on to the client. */
const DOWNLOAD_HEADERS = [
  'content-type', 'content-length', 'content-range', 'accept-ranges', 'cache-control', 'etag', 'x-content-type-options', 'retry-after',
];

/** Keys of post media (social); every other key is message media (messaging). */
export const SOCIAL_MEDIA_KEY_PREFIX = 'p-';

/** A subgraph's base URL, from its GraphQL endpoint (".../graphql"). */
export function subgraphBase(graphqlUrl: string): URL {
  const base = new URL(graphqlUrl);
  base.pathname = base.pathname.replace(/\/graphql\/?$/, '').replace(/\/?$/, '/');
  base.search = '';
  return base;
}

function unavailable(res: express.Response, error: unknown, subgraph: string): void {
  log.warn('media request failed', { subgraph, error: String(error) });
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(502).json({ message: 'Media service unavailable', code: 'INTERNAL_SERVER_ERROR' });
}

export interface MediaProxy {
  router: express.Router;
  close(): Promise<void>;
}

/** Where media of each kind lives: the subgraphs' GraphQL URLs (either may be absent). */
export interface MediaUpstreams {
  messaging?: string;
  social?: string;
}

export function mediaProxy(upstreams: MediaUpstreams, clientIpOf: (req: express.Request) => string): MediaProxy {
  const bases = {
    messaging: upstreams.messaging ? subgraphBase(upstreams.messaging) : undefined,
    social: upstreams.social ? subgraphBase(upstreams.social) : undefined,
  };
  // Long transfers are normal here; the subgraph answers a refusal early by itself.
  const agent = new Agent({ keepAliveTimeout: 60_000, connections: 64, headersTimeout: 300_000, bodyTimeout: 300_000 });
  const router = express.Router();

  const upload = (subgraph: keyof MediaUpstreams, base: URL): express.RequestHandler => async (req, res) => {
    const headers: Record<string, string> = {
      'content-type': String(req.headers['content-type'] ?? ''),
      'x-forwarded-for': clientIpOf(req),
    };
    if (req.headers['content-length']) headers['content-length'] = String(req.headers['content-length']);
    if (req.headers.authorization) headers.authorization = req.headers.authorization;
    if (req.headers['user-agent']) headers['user-agent'] = String(req.headers['user-agent']);
    try {
      const upstream = await request(new URL('media', base), { method: 'POST', headers, body: req as http.IncomingMessage, dispatcher: agent });
      res.status(upstream.statusCode);
      for (const name of ['content-type', 'retry-after']) {
        const value = upstream.headers[name];
        if (typeof value === 'string') res.setHeader(name, value);
      }
      await pipeline(upstream.body, res);
    } catch (error) {
      // The client went away mid-upload: nobody is left to answer.
      if (req.destroyed && !req.complete) {
        res.destroy();
        return;
      }
      unavailable(res, error, subgraph);
    } finally {
      // The subgraph may answer (a refusal) before the whole body was sent.
      lingerThenClose(req, res);
    }
  };
  if (bases.messaging) router.post('/api/messages/media', restCsrf(), upload('messaging', bases.messaging));
  if (bases.social) router.post('/api/posts/media', restCsrf(), upload('social', bases.social));

  const download: express.RequestHandler = async (req, res, next) => {
    const key = String(req.params.key);
    const subgraph = key.startsWith(SOCIAL_MEDIA_KEY_PREFIX) ? 'social' : 'messaging';
    const base = bases[subgraph];
    if (!base) return next();
    const headers: Record<string, string> = {};
    for (const name of ['range', 'if-none-match']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    try {
      const upstream = await request(new URL(`media/${encodeURIComponent(key)}`, base), { method: req.method === 'HEAD' ? 'HEAD' : 'GET', headers, dispatcher: agent });
      res.status(upstream.statusCode);
      for (const name of DOWNLOAD_HEADERS) {
        const value = upstream.headers[name];
        if (typeof value === 'string') res.setHeader(name, value);
      }
      await pipeline(upstream.body, res);
    } catch (error) {
      if ((error as NodeJS.ErrnoException)?.code === 'ERR_STREAM_PREMATURE_CLOSE') return;
      unavailable(res, error, subgraph);
    }
  };
  router.get('/media/:key', download);

  return { router, close: () => agent.close() };
}
