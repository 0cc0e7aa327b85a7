// The safe fetcher against real HTTP servers on loopback: loopback is private, so by
// default every way of reaching them is refused before a connection is made; with the
// test-only allow-list naming one of them, a fetch works, and the other rules (redirects
// to private addresses, size, time) still hold.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SafeFetchError, isPublicAddress, safeFetch } from './safe-fetch.js';

interface Server {
  port: number;
  connections: number;
  close(): Promise<void>;
}

async function serve(handler: http.RequestListener): Promise<Server> {
  const server = http.createServer(handler);
  const state = { connections: 0 };
  server.on('connection', () => (state.connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    get connections() {
      return state.connections;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  } as Server;
}

const BYTES = Buffer.from('not really a picture, the caller checks the bytes');
let origin: Server;
let inner: Server;

beforeAll(async () => {
  inner = await serve((_req, res) => res.end('internal secret'));
  origin = await serve((req, res) => {
    const path = req.url ?? '/';
    if (path === '/ok.png') return res.end(BYTES);
    if (path === '/to-inner') return res.writeHead(302, { location: `http://127.0.0.1:${inner.port}/` }).end();
    if (path === '/to-metadata') return res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (path === '/to-self') return res.writeHead(307, { location: '/ok.png' }).end();
    if (path === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    if (path === '/big') return res.end(Buffer.alloc(2048));
    if (path === '/big-chunked') {
      res.write(Buffer.alloc(1000));
      res.write(Buffer.alloc(1000));
      return res.end(Buffer.alloc(1000));
    }
    if (path === '/slow') return setTimeout(() => res.end(BYTES), 3000);
    res.statusCode = 404;
    res.end('missing');
  });
});
afterAll(async () => {
  await Promise.all([origin?.close(), inner?.close()]);
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'fetched',
    (error) => {
      expect(error).toBeInstanceOf(SafeFetchError);
      return (error as Error).message;
    },
  );

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local, metadata, shared and documentation ranges, v4 and v6', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.100.100.200',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '192.0.2.1',
      '198.18.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      '2002:7f00:1::1',
      'ff02::1',
      'localhost',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

describe('safeFetch by default', () => {
  const opts = { maxBytes: 1024 * 1024, timeoutMs: 2000 };

  it('refuses a server on loopback however it is named, without connecting to it', async () => {
    const before = origin.connections;
    expect(await refusal(safeFetch(`http://127.0.0.1:${origin.port}/ok.png`, opts))).toBe('only https links are allowed');
    expect(await refusal(safeFetch(`https://127.0.0.1:${origin.port}/ok.png`, opts))).toBe('only the standard https port is allowed');
    expect(await refusal(safeFetch('https://127.0.0.1/ok.png', opts))).toBe('that address is not on the public internet');
    expect(await refusal(safeFetch('https://[::ffff:127.0.0.1]/ok.png', opts))).toBe('that address is not on the public internet');
    expect(await refusal(safeFetch('https://2130706433/ok.png', opts))).toBe('that address is not on the public internet');
    expect(await refusal(safeFetch('https://169.254.169.254/latest/meta-data/', opts))).toBe('that address is not on the public internet');
    // A name is judged by what it resolves to, when the connection is made.
    expect(await refusal(safeFetch('https://localhost/ok.png', opts))).toBe('that address is not on the public internet');
    expect(await refusal(safeFetch('https://user:pw@example.com/a.png', opts))).toBe('links with a user name or password are not allowed');
    expect(await refusal(safeFetch('file:///etc/passwd', opts))).toBe('only https links are allowed');
    expect(await refusal(safeFetch('not a url', opts))).toBe('that is not a link');
    expect(origin.connections).toBe(before);
  });
});

describe('safeFetch with a test host allowed', () => {
  const allowed = () => ({ maxBytes: 1024, timeoutMs: 1000, allowedHosts: [`127.0.0.1:${origin.port}`] });

  it('fetches from the allowed host, following a redirect that stays there', async () => {
    expect((await safeFetch(`http://127.0.0.1:${origin.port}/ok.png`, allowed())).bytes).toEqual(BYTES);
    const redirected = await safeFetch(`http://127.0.0.1:${origin.port}/to-self`, allowed());
    expect([redirected.bytes, redirected.url]).toEqual([BYTES, `http://127.0.0.1:${origin.port}/ok.png`]);
  });

  it('does not follow a redirect to a private address, not even another port of the same host', async () => {
    const before = inner.connections;
    expect(await refusal(safeFetch(`http://127.0.0.1:${origin.port}/to-inner`, allowed()))).toBe('only https links are allowed');
    expect(await refusal(safeFetch(`http://127.0.0.1:${origin.port}/to-metadata`, allowed()))).toBe('only https links are allowed');
    expect(inner.connections).toBe(before);
    expect(await refusal(safeFetch(`http://127.0.0.1:${origin.port}/loop`, allowed()))).toBe('the link redirects too many times');
  });

  it('stops at the size and time limits and reports other answers', async () => {
    expect(await refusal(safeFetch(`http://127.0.0.1:${origin.port}/big`, allowed()))).toBe('the file is too large');
    expect(await refusal(safeFetch(`http://127.0.0.1:${origin.port}/big-chunked`, allowed()))).toBe('the file is too large');
    expect(await refusal(safeFetch(`http://127.0.0.1:${origin.port}/slow`, allowed()))).toBe('the server took too long to answer');
    expect(await refusal(safeFetch(`http://127.0.0.1:${origin.port}/missing.png`, allowed()))).toBe('the server answered 404');
  });
});
