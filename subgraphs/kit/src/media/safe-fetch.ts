// Fetches a file a member named by URL (a profile picture link) on the server, once, so
// that what everyone's browser later loads is our stored copy, never the link. The server
// sits inside a network the member does not, so the fetch is fenced: only https on its
// default port; every address a host name resolves to must be public (no loopback,
// private, link-local or cloud-metadata address), checked when the connection is made, so
// a name cannot resolve to something else between check and use; redirects are followed
// by hand, a few at most, each checked the same way; and the body is cut off at a size and
// a time limit. What the bytes are is decided by the caller, from the bytes.
import http from 'node:http';
import https from 'node:https';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

export interface SafeFetchOptions {
  maxBytes: number;
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  maxRedirects?: number;
  /**
   * `host` or `host:port` entries reached whatever their address and over http too. Tests
   * only (a server on loopback); config refuses it outside NODE_ENV=test.
   */
  allowedHosts?: readonly string[];
}

export interface FetchedFile {
  bytes: Buffer;
  /** The final URL, after redirects. */
  url: string;
}

/** Why a URL was refused or could not be fetched; the message is for the member. */
export class SafeFetchError extends Error {}

// Every range that is not the public internet (RFC 6890 and friends), metadata services included.
// Two lists: one BlockList would also match IPv4 addresses against the IPv6 ranges (as ::ffff:a.b.c.d).
const BLOCKED_V4 = new BlockList();
const BLOCKED_V6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED_V4.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED_V6.addSubnet(net, prefix, 'ipv6');

/** Whether an IP address is on the public internet (false for anything that is not an address). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]);
  return family === 4 ? !BLOCKED_V4.check(address, 'ipv4') : !BLOCKED_V6.check(address, 'ipv6');
}

const NOT_PUBLIC = 'that address is not on the public internet';

function hostKey(url: URL): { host: string; hostPort: string } {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return { host, hostPort: `${host}:${port}` };
}

function isAllowed(url: URL, allowed: readonly string[]): boolean {
  const { host, hostPort } = hostKey(url);
  return allowed.some((entry) => entry.toLowerCase() === host || entry.toLowerCase() === hostPort);
}

/** Refuses a URL before any connection: scheme, credentials, port, and a literal address. */
function checkUrl(url: URL, allowed: boolean): void {
  if (url.username || url.password) throw new SafeFetchError('links with a user name or password are not allowed');
  if (allowed) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new SafeFetchError('only https links are allowed');
    return;
  }
  if (url.protocol !== 'https:') throw new SafeFetchError('only https links are allowed');
  if (url.port && url.port !== '443') throw new SafeFetchError('only the standard https port is allowed');
  const { host } = hostKey(url);
  if (isIP(host) && !isPublicAddress(host)) throw new SafeFetchError(NOT_PUBLIC);
}

/** DNS resolution that refuses a name when any of its addresses is not public. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as LookupAddress[];
    if (!list.length || list.some((a) => !isPublicAddress(a.address))) {
      return callback(Object.assign(new SafeFetchError(NOT_PUBLIC), { code: 'ENOTPUBLIC' }), '', 0);
    }
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};

interface Hop {
  status: number;
  location?: string;
  bytes?: Buffer;
}

function requestOnce(url: URL, allowed: boolean, maxBytes: number, signal: AbortSignal): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: 'GET',
      headers: { accept: 'image/*', 'user-agent': 'Pulse-image-fetcher/1' },
      // Allowed test hosts resolve as usual; everything else only to public addresses.
      lookup: allowed ? undefined : publicOnlyLookup,
      signal,
      agent: false,
    });
    req.on('error', (error) => {
      if (error instanceof SafeFetchError) return reject(error);
      if (signal.aborted) return reject(new SafeFetchError('the server took too long to answer'));
      reject(new SafeFetchError('the server could not be reached'));
    });
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        res.resume();
        return resolve({ status, location: typeof res.headers.location === 'string' ? res.headers.location : undefined });
      }
      if (status !== 200) {
        res.resume();
        return resolve({ status });
      }
      if (Number(res.headers['content-length'] ?? 0) > maxBytes) {
        req.destroy();
        return reject(new SafeFetchError('the file is too large'));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          req.destroy();
          reject(new SafeFetchError('the file is too large'));
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => resolve({ status, bytes: Buffer.concat(chunks) }));
      res.on('error', () => reject(signal.aborted ? new SafeFetchError('the server took too long to answer') : new SafeFetchError('the download was interrupted')));
    });
    req.end();
  });
}

/** GETs a URL under the rules above; throws SafeFetchError with a reason a member can read. */
export async function safeFetch(raw: string, opts: SafeFetchOptions): Promise<FetchedFile> {
  const allowedHosts = opts.allowedHosts ?? [];
  const maxRedirects = opts.maxRedirects ?? 3;
  const signal = AbortSignal.timeout(opts.timeoutMs);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError('that is not a link');
  }
  for (let hop = 0; ; hop++) {
    const allowed = isAllowed(url, allowedHosts);
    checkUrl(url, allowed);
    const answer = await requestOnce(url, allowed, opts.maxBytes, signal);
    if (answer.bytes) return { bytes: answer.bytes, url: url.toString() };
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      if (hop >= maxRedirects) throw new SafeFetchError('the link redirects too many times');
      try {
        url = new URL(answer.location, url);
      } catch {
        throw new SafeFetchError('the link redirects to an invalid address');
      }
      continue;
    }
    throw new SafeFetchError(`the server answered ${answer.status}`);
  }
}
