// The gateway's media routing on its own, against recording stand-ins for the subgraphs,
// routed by the registry's media entries: uploads go to the subgraph of their path, downloads
// to the owner of the key (social for "p-" keys, messaging for the rest: the longest prefix
// wins), bodies and answers stream through.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express from 'express';
import { requestIds } from '@pulse/kit';
import { SUBGRAPHS } from '@pulse/kit/registry';
import { mediaProxy, mediaUpstreams, ownerOfKey, type MediaProxy } from './media-proxy.js';

interface Seen {
  method: string;
  url: string;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** A subgraph stand-in that records each request and answers with its own name. */
async function standIn(name: string) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, body: Buffer.concat(chunks).toString(), headers: req.headers });
      res.writeHead(req.url!.includes('missing') ? 404 : 200, { 'content-type': 'application/json', etag: `"${name}"`, 'x-internal': 'secret' });
      res.end(JSON.stringify({ from: name }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    graphqlUrl: `http://127.0.0.1:${port}/graphql`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function serve(app: express.Express) {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let messaging: Awaited<ReturnType<typeof standIn>>;
let social: Awaited<ReturnType<typeof standIn>>;
let proxy: MediaProxy;
let gateway: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  [messaging, social] = await Promise.all([standIn('messaging'), standIn('social')]);
  proxy = mediaProxy(mediaUpstreams(SUBGRAPHS, { messaging: messaging.graphqlUrl, social: social.graphqlUrl }), () => '203.0.113.7', { errorDetails: false });
  const app = express();
  app.use(requestIds());
  app.use(proxy.router);
  app.use((_req, res) => res.status(404).json({ from: 'gateway' }));
  gateway = await serve(app);
});

afterAll(async () => {
  await gateway?.close();
  await proxy?.close();
  await messaging?.close();
  await social?.close();
});

const upload = (path: string) =>
  fetch(`${gateway.url}${path}`, { method: 'POST', headers: { authorization: 'Bearer t', 'content-type': 'multipart/form-data; boundary=x' }, body: 'the bytes' });

describe('media proxy routing', () => {
  it("sends post uploads to social and message uploads to messaging, with the caller's address and token", async () => {
    const post = await upload('/api/posts/media');
    expect([post.status, await post.json()]).toEqual([200, { from: 'social' }]);
    const message = await upload('/api/messages/media');
    expect([message.status, await message.json()]).toEqual([200, { from: 'messaging' }]);
    const [toSocial] = social.seen.splice(0);
    expect(toSocial).toMatchObject({ method: 'POST', url: '/media', body: 'the bytes' });
    expect(toSocial.headers).toMatchObject({ authorization: 'Bearer t', 'x-forwarded-for': '203.0.113.7', 'content-type': 'multipart/form-data; boundary=x' });
    // The subgraph logs under the request's id, the one the client was answered.
    expect(toSocial.headers['x-request-id']).toBe(post.headers.get('x-request-id'));
    expect(toSocial.headers['x-request-id']).toMatch(/^[\w-]{16}$/);
    expect(messaging.seen.splice(0).map((s) => [s.method, s.url, s.body])).toEqual([['POST', '/media', 'the bytes']]);
  });

  it('routes downloads by key: "p-" keys to social, every other key to messaging', async () => {
    const post = await fetch(`${gateway.url}/media/p-c000000000000000000000001.jpg`, { headers: { range: 'bytes=0-1' } });
    expect([post.status, post.headers.get('etag'), post.headers.get('x-internal')]).toEqual([200, '"social"', null]);
    const message = await fetch(`${gateway.url}/media/c000000000000000000000001.jpg`, { headers: { 'x-request-id': 'download-request-1' } });
    expect([message.status, message.headers.get('etag')]).toEqual([200, '"messaging"']);
    expect(messaging.seen.at(-1)?.headers['x-request-id']).toBe('download-request-1');
    expect(social.seen.splice(0).map((s) => [s.url, s.headers.range])).toEqual([['/media/p-c000000000000000000000001.jpg', 'bytes=0-1']]);
    expect(messaging.seen.splice(0).map((s) => s.url)).toEqual(['/media/c000000000000000000000001.jpg']);
    // The owner's 404 is passed on as it is.
    expect((await fetch(`${gateway.url}/media/p-missing.jpg`)).status).toBe(404);
    social.seen.splice(0);
  });

  it('refuses a token-less simple POST (CSRF) before any upstream sees it', async () => {
    const res = await fetch(`${gateway.url}/api/posts/media`, { method: 'POST', body: 'x' });
    expect([res.status, ((await res.json()) as any).code]).toEqual([400, 'CSRF_REJECTED']);
    expect(social.seen).toEqual([]);
  });

  it('answers 502 when the owner cannot be reached, and leaves paths of an absent subgraph to the next handler', async () => {
    const onlyMessaging = mediaProxy(mediaUpstreams(SUBGRAPHS, { messaging: 'http://127.0.0.1:9/graphql' }), () => '::1', { errorDetails: false });
    const app = express();
    app.use(requestIds());
    app.use(onlyMessaging.router);
    app.use((_req, res) => res.status(404).json({ from: 'gateway' }));
    const server = await serve(app);
    try {
      const down = await fetch(`${server.url}/media/c000000000000000000000001.jpg`);
      expect([down.status, await down.json()]).toEqual([
        502,
        { message: 'Media service unavailable', code: 'INTERNAL_SERVER_ERROR', requestId: down.headers.get('x-request-id') },
      ]);
      expect(await (await fetch(`${server.url}/media/p-c000000000000000000000001.jpg`)).json()).toEqual({ from: 'gateway' });
      const noSocial = await fetch(`${server.url}/api/posts/media`, { method: 'POST', headers: { authorization: 'Bearer t' }, body: 'x' });
      expect([noSocial.status, await noSocial.json()]).toEqual([404, { from: 'gateway' }]);
    } finally {
      await server.close();
      await onlyMessaging.close();
    }
  });

  it("gives a key to the longest prefix that starts it, and to the '' owner when no other claims it", () => {
    const owners = [
      { name: 'all', keyPrefix: '' },
      { name: 'posts', keyPrefix: 'p-' },
      { name: 'videos', keyPrefix: 'p-v' },
    ];
    expect(['c1.jpg', 'p-1.jpg', 'p-v1.mp4', 'pv.jpg'].map((key) => ownerOfKey(owners, key)?.name)).toEqual(['all', 'posts', 'videos', 'all']);
    expect(ownerOfKey(owners.slice(1), 'c1.jpg')).toBeUndefined();
  });
});
