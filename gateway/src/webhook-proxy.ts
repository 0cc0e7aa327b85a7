// Webhooks of outside services (Stripe's payment events) reach the subgraph that declared them
// in the registry (`webhooks`), byte for byte: a provider signs the exact body it sends, so it
// must not pass through the REST router's JSON parser, and it carries no member token, so the
// subgraph checks the provider's signature itself (zero trust, as with tokens).
//
//   POST /api/<path>  ->  that subgraph's POST /<path>
//
// Only what a signature check needs is passed on: the content type and length, the
// `*-signature` headers and the user agent; the answer's status and JSON come back as they are.
import { pipeline } from 'node:stream/promises';
import express from 'express';
import { Agent, request } from 'undici';
import { createLogger, currentRequestId, REQUEST_ID_HEADER } from '@pulse/kit';
import type { SubgraphEntry } from '@pulse/kit/registry';
import { subgraphBase } from './media-proxy.js';

const log = createLogger('gateway.webhooks');
/** Providers' events are small JSON documents; anything larger is not one. */
const MAX_WEBHOOK_BYTES = 1024 * 1024;

export interface WebhookProxy {
  router: express.Router;
  close(): Promise<void>;
}

export function webhookProxy(services: readonly SubgraphEntry[], subgraphUrls: Record<string, string>): WebhookProxy {
  const agent = new Agent({ keepAliveTimeout: 30_000, connections: 16 });
  const router = express.Router();
  for (const service of services) {
    const url = subgraphUrls[service.name];
    if (!url || !service.webhooks?.length) continue;
    const base = subgraphBase(url);
    for (const path of service.webhooks) {
      const upstreamPath = path.replace(/^\/api\//, '');
      router.post(path, async (req, res) => {
        if (Number(req.headers['content-length'] ?? 0) > MAX_WEBHOOK_BYTES) {
          res.status(413).json({ message: 'Request body too large', code: 'PAYLOAD_TOO_LARGE' });
          return;
        }
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(req.headers)) {
          if (typeof value !== 'string') continue;
          if (name === 'content-type' || name === 'content-length' || name === 'user-agent' || name.endsWith('-signature')) headers[name] = value;
        }
        const id = currentRequestId();
        if (id) headers[REQUEST_ID_HEADER] = id;
        try {
          const upstream = await request(new URL(upstreamPath, base), { method: 'POST', headers, body: req, dispatcher: agent });
          res.status(upstream.statusCode);
          const type = upstream.headers['content-type'];
          if (typeof type === 'string') res.setHeader('content-type', type);
          await pipeline(upstream.body, res);
        } catch (error) {
          log.warn('webhook request failed', { subgraph: service.name, error: String(error) });
          if (res.headersSent) res.destroy();
          else res.status(502).json({ message: 'Webhook receiver unavailable', code: 'INTERNAL_SERVER_ERROR' });
        }
      });
    }
  }
  return { router, close: () => agent.close() };
}
