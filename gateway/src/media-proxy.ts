// Media travels as bytes, not GraphQL: the gateway passes uploads (multipart) and
// downloads straight through to the subgraph that owns them, streaming both ways so a
// 100 MB video is never held in memory here. The subgraph verifies the token and checks
// everything else itself. Who owns what is the registry's `media` of each subgraph:
//
//   POST <uploadPath>   -> that subgraph's POST /media
//   GET  /media/:key    -> the subgraph whose keyPrefix is the longest that starts the key
//                          ('' owns every key no other prefix claims)
//   PUT  <uploadPath>/:id?<signature>  -> that subgraph's PUT /media/uploads/:id (registry
//                          `signedUrls`: single-use signed upload URLs; downloads of its keys
//                          keep their query, which signs them)
//
// Today: /api/messages/media -> messaging, /api/posts/media -> social, "p-" keys -> social,
// every other key -> messaging. Downloads are routed by the key, not by a shared store: each
// subgraph may keep its files on its own host or bucket (docker-compose gives each a volume).
import type http from 'node:http';
import { pipeline } from 'node:stream/promises';
import express from 'express';
import { Agent, request } from 'undici';
import { ID_MAX_LENGTH, REQUEST_ID_HEADER, checkString, createLogger, currentRequestId, findBadString, lingerThenClose, type ErrorConfig } from '@pulse/kit';
import type { SubgraphEntry } from '@pulse/kit/registry';
import { restCsrf } from './security.js';

const log = createLogger('gateway.media');

/** Headers of a stored file's answer worth passing on to the client. */
const DOWNLOAD_HEADERS = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'cache-control', 'etag', 'x-content-type-options', 'retry-after'];

/** A subgraph's base URL, from its GraphQL endpoint (".../graphql"). */
export function subgraphBase(graphqlUrl: string): URL {
  const base = new URL(graphqlUrl);
  base.pathname = base.pathname.replace(/\/graphql\/?$/, '').replace(/\/?$/, '/');
  base.search = '';
  return base;
}

function unavailable(res: express.Response, error: unknown, subgraph: string, config: ErrorConfig): void {
  log.warn('media request failed', { subgraph, error: String(error) });
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const details = config.errorDetails ? { error: String(error) } : {};
  res.status(502).json({ message: 'Media service unavailable', code: 'INTERNAL_SERVER_ERROR', requestId: currentRequestId(), ...details });
}

/** The request's id for the subgraph, so its log names the same request. */
function requestIdHeader(): Record<string, string> {
  const id = currentRequestId();
  return id ? { [REQUEST_ID_HEADER]: id } : {};
}

/**
 * The path and query a media request names pass the platform's string check here (a NUL in a
 * key, an endless query parameter); the multipart body streams through and its fields and
 * file names are checked by the subgraph that reads them (kit's receiveUpload).
 */
const checkedUrl: express.RequestHandler = (req, res, next) => {
  const key = typeof req.params.key === 'string' ? checkString(req.params.key, 'key', ID_MAX_LENGTH * 4) : undefined;
  const bad = key ?? findBadString(req.query, '');
  if (!bad) return next();
  res.status(400).json({ message: bad.message, code: 'BAD_USER_INPUT', field: bad.field, reason: bad.reason });
};

export interface MediaProxy {
  router: express.Router;
  close(): Promise<void>;
}

/** One subgraph's media: its routing (from the registry) and where it listens, when it runs. */
export interface MediaUpstream {
  name: string;
  uploadPath: string;
  keyPrefix: string;
  /** Uploads by signed URL (PUT) and downloads with their query (registry `signedUrls`). */
  signedUrls?: boolean;
  /** Its GraphQL URL; absent, its upload path and keys fall through to the next handler. */
  url?: string;
}

/** The media routes of the registry's subgraphs, with the URL each one runs at. */
export function mediaUpstreams(services: readonly SubgraphEntry[], subgraphUrls: Record<string, string>): MediaUpstream[] {
  return services.flatMap((s) => (s.media ? [{ name: s.name, ...s.media, url: subgraphUrls[s.name] }] : []));
}

/** The owner of a stored key: the longest key prefix that starts it. */
export function ownerOfKey<T extends { keyPrefix: string }>(upstreams: readonly T[], key: string): T | undefined {
  let owner: T | undefined;
  for (const u of upstreams) {
    if (key.startsWith(u.keyPrefix) && (!owner || u.keyPrefix.length > owner.keyPrefix.length)) owner = u;
  }
  return owner;
}

export function mediaProxy(upstreams: readonly MediaUpstream[], clientIpOf: (req: express.Request) => string, config: ErrorConfig): MediaProxy {
  const routes = upstreams.map((u) => ({ ...u, base: u.url ? subgraphBase(u.url) : undefined }));
  // Long transfers are normal here; the subgraph answers a refusal early by itself.
  const agent = new Agent({ keepAliveTimeout: 60_000, connections: 64, headersTimeout: 300_000, bodyTimeout: 300_000 });
  const router = express.Router();

  const upload =
    (subgraph: string, base: URL): express.RequestHandler =>
    async (req, res) => {
      const headers: Record<string, string> = {
        'content-type': String(req.headers['content-type'] ?? ''),
        'x-forwarded-for': clientIpOf(req),
        ...requestIdHeader(),
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
        unavailable(res, error, subgraph, config);
      } finally {
        // The subgraph may answer (a refusal) before the whole body was sent.
        lingerThenClose(req, res);
      }
    };
  for (const route of routes) {
    if (route.base) router.post(route.uploadPath, restCsrf(), checkedUrl, upload(route.name, route.base));
  }

  // A signed upload URL carries no token and no CSRF header: its signature (in the query, checked
  // by the subgraph) is the permission, and it was handed to one member for one file.
  const signedUpload =
    (subgraph: string, base: URL): express.RequestHandler =>
    async (req, res) => {
      const headers: Record<string, string> = { 'x-forwarded-for': clientIpOf(req), ...requestIdHeader() };
      for (const name of ['content-type', 'content-length', 'user-agent']) {
        const value = req.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
      try {
        const upstream = await request(new URL(`media/uploads/${encodeURIComponent(String(req.params.id))}${search}`, base), {
          method: 'PUT',
          headers,
          body: req as http.IncomingMessage,
          dispatcher: agent,
        });
        res.status(upstream.statusCode);
        const type = upstream.headers['content-type'];
        if (typeof type === 'string') res.setHeader('content-type', type);
        await pipeline(upstream.body, res);
      } catch (error) {
        if (req.destroyed && !req.complete) {
          res.destroy();
          return;
        }
        unavailable(res, error, subgraph, config);
      } finally {
        lingerThenClose(req, res);
      }
    };
  for (const route of routes) {
    if (route.base && route.signedUrls) router.put(`${route.uploadPath}/:id`, checkedUrl, signedUpload(route.name, route.base));
  }

  const download: express.RequestHandler = async (req, res, next) => {
    const key = String(req.params.key);
    // Owned by a subgraph that is not running here: not ours to answer.
    const owner = ownerOfKey(routes, key);
    if (!owner?.base) return next();
    const { name: subgraph, base } = owner;
    const headers: Record<string, string> = requestIdHeader();
    // A private file's link is signed in its query; other keys are found by the key alone.
    const search = owner.signedUrls && req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    for (const name of ['range', 'if-none-match']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    try {
      const upstream = await request(new URL(`media/${encodeURIComponent(key)}${search}`, base), {
        method: req.method === 'HEAD' ? 'HEAD' : 'GET',
        headers,
        dispatcher: agent,
      });
      res.status(upstream.statusCode);
      for (const name of DOWNLOAD_HEADERS) {
        const value = upstream.headers[name];
        if (typeof value === 'string') res.setHeader(name, value);
      }
      await pipeline(upstream.body, res);
    } catch (error) {
      if ((error as NodeJS.ErrnoException)?.code === 'ERR_STREAM_PREMATURE_CLOSE') return;
      unavailable(res, error, subgraph, config);
    }
  };
  router.get('/media/:key', checkedUrl, download);

  return { router, close: () => agent.close() };
}
