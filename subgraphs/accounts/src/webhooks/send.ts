// Sends one delivery: a POST of the signed body to the webhook's URL, fenced like the profile-
// image fetcher (kit media/safe-fetch.ts) since the URL is whatever an app's owner typed and the
// server sits inside a network they do not: only public addresses (every address the name
// resolves to, checked when the connection is made, so a name cannot change between check and
// use), unless the host is one config allows (WEBHOOK_ALLOWED_HOSTS; tests: 127.0.0.1). No
// redirect is followed (a 3xx is a failed attempt), an answer must come within the timeout,
// and at most RESPONSE_READ_BYTES of the answer is read: only its status counts.
import http from 'node:http';
import https from 'node:https';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from '@pulse/kit/media';

export const DELIVERY_TIMEOUT_MS = 10_000;
export const RESPONSE_READ_BYTES = 64 * 1024;
export const USER_AGENT = 'Pulse-Webhooks/1';

export interface SendResult {
  ok: boolean;
  status: number | null;
  /** Why the attempt failed, in words the app's owner reads in the portal. */
  error: string | null;
  durationMs: number;
}

const NOT_PUBLIC = 'The address is not on the public internet';

class Refused extends Error {}

/** `host` or `host:port` entries of the allow list this URL's host matches. */
export function isAllowedHost(url: URL, allowed: readonly string[]): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return allowed.some((entry) => entry.toLowerCase() === host || entry.toLowerCase() === `${host}:${port}`);
}

const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as LookupAddress[];
    if (!list.length || list.some((a) => !isPublicAddress(a.address))) return callback(Object.assign(new Refused(NOT_PUBLIC), { code: 'ENOTPUBLIC' }), '', 0);
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};

/** POSTs `body` with `headers`; never throws: a refusal or an outage is a failed result. */
export async function sendDelivery(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  options: { allowedHosts: readonly string[]; timeoutMs?: number },
): Promise<SendResult> {
  const started = performance.now();
  const done = (ok: boolean, status: number | null, error: string | null): SendResult => ({ ok, status, error, durationMs: Math.round(performance.now() - started) });
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return done(false, null, 'The URL is not valid');
  }
  const allowed = isAllowedHost(url, options.allowedHosts);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (url.protocol !== 'https:' && !(allowed && url.protocol === 'http:')) return done(false, null, 'Only https URLs are delivered to');
  if (!allowed && isIP(host) && !isPublicAddress(host)) return done(false, null, NOT_PUBLIC);
  const signal = AbortSignal.timeout(options.timeoutMs ?? DELIVERY_TIMEOUT_MS);
  return new Promise((resolve) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': USER_AGENT, ...headers },
      lookup: allowed ? undefined : publicOnlyLookup,
      signal,
      agent: false,
    });
    req.on('error', (error) => {
      if (error instanceof Refused || (error as { code?: string }).code === 'ENOTPUBLIC') return resolve(done(false, null, NOT_PUBLIC));
      if (signal.aborted) return resolve(done(false, null, `No answer within ${Math.round((options.timeoutMs ?? DELIVERY_TIMEOUT_MS) / 1000)} seconds`));
      resolve(done(false, null, 'The server could not be reached'));
    });
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      let read = 0;
      const finish = () => {
        if (status >= 200 && status < 300) return resolve(done(true, status, null));
        if (status >= 300 && status < 400) return resolve(done(false, status, `The server answered ${status}: redirects are not followed`));
        resolve(done(false, status, `The server answered ${status}`));
      };
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        // Only the status counts: past the limit the rest is not read at all.
        if (read > RESPONSE_READ_BYTES) {
          res.destroy();
          finish();
        }
      });
      res.on('end', finish);
      res.on('error', finish);
    });
    req.end(body);
  });
}
