// AWS Signature Version 4 for S3, with node:crypto only: the signed request (an Authorization
// header) for the server's own calls, and the presigned URL (the signature in the query) a
// browser uploads to. Written from AWS's "Signature Version 4 signing process" and "Authenticating
// Requests: Using Query Parameters" pages; the loopback bucket of s3-test-server.ts checks
// requests with this same arithmetic, and s3.test.ts holds AWS's published example.
import { createHash, createHmac } from 'node:crypto';

export const ALGORITHM = 'AWS4-HMAC-SHA256';
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ (and `/` in paths when asked). */
export function uriEncode(value: string, keepSlash = false): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-_.~]/.test(c) || (keepSlash && c === '/')) out += c;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** `20130524T000000Z` and `20130524`. */
export function amzDates(at: Date): { amzDate: string; shortDate: string } {
  const amzDate = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { amzDate, shortDate: amzDate.slice(0, 8) };
}

export function signingKey(secret: string, shortDate: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, shortDate), region), service), 'aws4_request');
}

/** The canonical query string: every pair encoded, sorted by name (then value). */
export function canonicalQuery(params: readonly (readonly [string, string])[]): string {
  return params
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

export interface CanonicalParts {
  method: string;
  /** The path as sent (already URI-encoded). */
  path: string;
  query: readonly (readonly [string, string])[];
  /** Lower-case names of the signed headers and their values. */
  headers: Readonly<Record<string, string>>;
  payloadHash: string;
}

export function canonicalRequest(parts: CanonicalParts): { text: string; signedHeaders: string } {
  const names = Object.keys(parts.headers)
    .map((n) => n.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(parts.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const headerLines = names.map((n) => `${n}:${String(lower[n]).trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  return { text: [parts.method.toUpperCase(), parts.path, canonicalQuery(parts.query), headerLines, signedHeaders, parts.payloadHash].join('\n'), signedHeaders };
}

export function signatureOf(creds: Credentials, at: Date, canonical: string): { signature: string; scope: string } {
  const { amzDate, shortDate } = amzDates(at);
  const service = creds.service ?? 's3';
  const scope = `${shortDate}/${creds.region}/${service}/aws4_request`;
  const stringToSign = [ALGORITHM, amzDate, scope, sha256Hex(canonical)].join('\n');
  return {
    signature: createHmac('sha256', signingKey(creds.secretAccessKey, shortDate, creds.region, service))
      .update(stringToSign)
      .digest('hex'),
    scope,
  };
}

/** A presigned URL: `method` on `url` by whoever holds it, for `expiresSeconds` from `at` (only the host header signed). */
export function presignUrl(creds: Credentials, method: string, url: URL, at: Date, expiresSeconds: number): string {
  const { amzDate, shortDate } = amzDates(at);
  const service = creds.service ?? 's3';
  const query: [string, string][] = [
    ['X-Amz-Algorithm', ALGORITHM],
    ['X-Amz-Credential', `${creds.accessKeyId}/${shortDate}/${creds.region}/${service}/aws4_request`],
    ['X-Amz-Date', amzDate],
    ['X-Amz-Expires', String(expiresSeconds)],
    ['X-Amz-SignedHeaders', 'host'],
  ];
  const { text } = canonicalRequest({ method, path: url.pathname, query, headers: { host: url.host }, payloadHash: UNSIGNED_PAYLOAD });
  const { signature } = signatureOf(creds, at, text);
  return `${url.origin}${url.pathname}?${canonicalQuery([...query, ['X-Amz-Signature', signature]])}`;
}

/** The headers of a request signed in its Authorization header (x-amz-date, x-amz-content-sha256, authorization). */
export function signHeaders(creds: Credentials, method: string, url: URL, at: Date, payloadHash: string, extra: Record<string, string> = {}): Record<string, string> {
  const { amzDate } = amzDates(at);
  const headers: Record<string, string> = { host: url.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate, ...extra };
  const query = [...url.searchParams.entries()];
  const { text, signedHeaders } = canonicalRequest({ method, path: url.pathname, query, headers, payloadHash });
  const { signature, scope } = signatureOf(creds, at, text);
  const { host: _host, ...rest } = headers;
  return { ...rest, authorization: `${ALGORITHM} Credential=${creds.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}` };
}
