// The gateway's webhook passthrough on its own, against a recording stand-in for the subgraph:
// a registry entry's `webhooks` path reaches the subgraph's same path without /api with the body
// byte for byte and only the headers a signature check needs (no token, no cookie), the answer
// comes back as it is, and an unreachable subgraph is a 502.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express from 'express';
import type { SubgraphEntry } from '@pulse/kit/registry';
import { webhookProxy, type WebhookProxy } from './webhook-proxy.js';

interface Seen {
  url: string;
  body: Buffer;
  headers: http.IncomingHttpHeaders;
}

const entry: SubgraphEntry = {
  kind: 'subgraph',
  name: 'payer',
  workspace: 'x',
  package: 'x',
  port: 0,
  database: false,
  rest: false,
  webhooks: ['/api/payments/stripe/webhook'],
};

let seen: Seen[];
let subgraph: http.Server;
let gateway: http.Server;
let proxy: WebhookProxy;
let deadProxy: WebhookProxy;
let url: string;

beforeAll(async () => {
  seen = [];
  subgraph = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ url: req.url!, body: Buffer.concat(chunks), headers: req.headers });
      res.writeHead(400, { 'content-type': 'application/json', 'x-internal': 'secret' }).end('{"received":false}');
    });
  });
  await new Promise<void>((resolve) => subgraph.listen(0, '127.0.0.1', resolve));
  const { port } = subgraph.address() as AddressInfo;
  proxy = webhookProxy([entry], { payer: `http://127.0.0.1:${port}/graphql` });
  deadProxy = webhookProxy([{ ...entry, webhooks: ['/api/dead/webhook'] }], { payer: 'http://127.0.0.1:1/graphql' });
  const app = express();
  app.use(proxy.router);
  app.use(deadProxy.router);
  gateway = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => gateway.once('listening', () => resolve()));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await proxy.close();
  await deadProxy.close();
  gateway.closeAllConnections();
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
  await new Promise<void>((resolve) => subgraph.close(() => resolve()));
});

describe('webhook passthrough', () => {
  it('passes the raw body and only the signature headers, and answers what the subgraph answered', async () => {
    const body = '{\n  "id": "evt_1",\n  "amount":   3449\n}';
    const res = await fetch(`${url}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': 't=1,v1=ab',
        authorization: 'Bearer member',
        cookie: 'a=b',
        'user-agent': 'Stripe/1.0',
      },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ received: false });
    expect(res.headers.get('x-internal')).toBeNull();
    expect(seen).toHaveLength(1);
    expect(seen[0].url).toBe('/payments/stripe/webhook');
    expect(seen[0].body.toString('utf8')).toBe(body);
    expect(seen[0].headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'stripe-signature': 't=1,v1=ab', 'user-agent': 'Stripe/1.0' });
    expect(seen[0].headers.authorization).toBeUndefined();
    expect(seen[0].headers.cookie).toBeUndefined();
  });

  it('refuses a body declared past 1 MB and answers 502 when the subgraph is unreachable', async () => {
    const big = await fetch(`${url}/api/payments/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(1024 * 1024 + 1) });
    expect(big.status).toBe(413);
    const dead = await fetch(`${url}/api/dead/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(dead.status).toBe(502);
    expect(await dead.json()).toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
  });
});
