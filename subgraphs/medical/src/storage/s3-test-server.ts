// A loopback S3 bucket for tests: PUT, GET (with Range), HEAD and DELETE of objects in memory,
// each request's SigV4 signature checked the way S3 checks it (the Authorization header, or a
// presigned URL's query; an unknown key id, a changed signature, an expired URL, a payload
// that does not match its hash, a clock skewed by more than 15 minutes), refused with S3's
// XML errors and statuses. Its clock is the test's (`now`), so expiry needs no waiting.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ALGORITHM, UNSIGNED_PAYLOAD, canonicalRequest, sha256Hex, signatureOf } from './sigv4.js';

export interface S3TestObject {
  bytes: Buffer;
  contentType: string;
}

export interface S3TestServer {
  url: string;
  objects: Map<string, S3TestObject>;
  /** Every request: its method, key, how it was signed and the answer's status. */
  log: { method: string; key: string; auth: 'header' | 'query' | 'none'; status: number }[];
  close(): Promise<void>;
}

export interface S3TestOptions {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  now: () => Date;
}

const MAX_SKEW_MS = 15 * 60 * 1000;

function parseAmzDate(text: string | undefined): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text ?? '');
  return m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6])) : undefined;
}

class S3Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function startS3TestServer(options: S3TestOptions): Promise<S3TestServer> {
  const objects = new Map<string, S3TestObject>();
  const log: S3TestServer['log'] = [];
  const creds = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey, region: options.region, service: 's3' };

  function checkCredential(credential: string | undefined): string {
    const parts = (credential ?? '').split('/');
    if (parts.length !== 5 || parts[0] !== options.accessKeyId)
      throw new S3Refusal(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    if (parts[2] !== options.region || parts[3] !== 's3' || parts[4] !== 'aws4_request') {
      throw new S3Refusal(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed; the region or service is wrong.');
    }
    return parts[1];
  }

  function verify(req: http.IncomingMessage, url: URL, body: Buffer): 'header' | 'query' {
    const headerOf = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(',') : (value ?? '');
    };
    const q = url.searchParams;
    if (q.has('X-Amz-Algorithm')) {
      if (q.get('X-Amz-Algorithm') !== ALGORITHM) throw new S3Refusal(400, 'AuthorizationQueryParametersError', 'Unsupported algorithm.');
      const shortDate = checkCredential(q.get('X-Amz-Credential') ?? undefined);
      const at = parseAmzDate(q.get('X-Amz-Date') ?? undefined);
      const expires = Number(q.get('X-Amz-Expires'));
      if (!at || at.toISOString().slice(0, 10).replace(/-/g, '') !== shortDate || !Number.isInteger(expires) || expires < 1 || expires > 604800) {
        throw new S3Refusal(400, 'AuthorizationQueryParametersError', 'X-Amz-Date, X-Amz-Credential or X-Amz-Expires is invalid.');
      }
      const signedHeaders = (q.get('X-Amz-SignedHeaders') ?? '').split(';');
      if (!signedHeaders.includes('host')) throw new S3Refusal(400, 'AuthorizationQueryParametersError', 'host must be signed.');
      const now = options.now().getTime();
      if (now > at.getTime() + expires * 1000) throw new S3Refusal(403, 'AccessDenied', 'Request has expired');
      if (at.getTime() - now > MAX_SKEW_MS)
        throw new S3Refusal(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
      const query = [...q.entries()].filter(([k]) => k !== 'X-Amz-Signature');
      const headers = Object.fromEntries(signedHeaders.map((n) => [n, headerOf(n)]));
      const { text } = canonicalRequest({ method: req.method!, path: url.pathname, query, headers, payloadHash: UNSIGNED_PAYLOAD });
      if (signatureOf(creds, at, text).signature !== q.get('X-Amz-Signature')) {
        throw new S3Refusal(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
      }
      return 'query';
    }
    const auth = headerOf('authorization');
    if (!auth) throw new S3Refusal(403, 'AccessDenied', 'Access Denied');
    const m = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
    if (!m) throw new S3Refusal(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
    const shortDate = checkCredential(m[1]);
    const at = parseAmzDate(headerOf('x-amz-date'));
    if (!at || at.toISOString().slice(0, 10).replace(/-/g, '') !== shortDate)
      throw new S3Refusal(403, 'AccessDenied', 'x-amz-date is missing or does not match the credential.');
    if (Math.abs(options.now().getTime() - at.getTime()) > MAX_SKEW_MS) {
      throw new S3Refusal(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
    }
    const payloadHash = headerOf('x-amz-content-sha256');
    if (!payloadHash) throw new S3Refusal(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
    if (payloadHash !== UNSIGNED_PAYLOAD && payloadHash !== sha256Hex(body)) {
      throw new S3Refusal(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
    }
    const signedHeaders = m[2].split(';');
    if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date')) throw new S3Refusal(403, 'AccessDenied', 'host and x-amz-date must be signed.');
    const headers = Object.fromEntries(signedHeaders.map((n) => [n, headerOf(n)]));
    const { text } = canonicalRequest({ method: req.method!, path: url.pathname, query: [...q.entries()], headers, payloadHash });
    if (signatureOf(creds, at, text).signature !== m[3]) {
      throw new S3Refusal(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
    }
    return 'header';
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://bucket.test');
      const [, bucket, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      const entry = { method: req.method ?? '', key, auth: 'none' as 'header' | 'query' | 'none', status: 200 };
      log.push(entry);
      const send = (status: number, headers: Record<string, string | number>, body?: Buffer | string) => {
        entry.status = status;
        res.writeHead(status, headers);
        res.end(req.method === 'HEAD' ? undefined : body);
      };
      const refuse = (r: S3Refusal) =>
        send(
          r.status,
          { 'content-type': 'application/xml' },
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${r.code}</Code><Message>${r.message}</Message></Error>`,
        );
      try {
        const body = Buffer.concat(chunks);
        entry.auth = verify(req, url, body);
        if (bucket !== options.bucket) throw new S3Refusal(404, 'NoSuchBucket', 'The specified bucket does not exist');
        if (req.method === 'PUT') {
          objects.set(key, { bytes: body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') });
          return send(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` });
        }
        const object = objects.get(key);
        if (req.method === 'DELETE') {
          objects.delete(key);
          return send(204, {});
        }
        if (!object) throw new S3Refusal(404, 'NoSuchKey', 'The specified key does not exist.');
        const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
        if (range) {
          const start = Number(range[1]);
          const end = Math.min(Number(range[2]), object.bytes.length - 1);
          const slice = object.bytes.subarray(start, end + 1);
          return send(
            206,
            { 'content-type': object.contentType, 'content-length': slice.length, 'content-range': `bytes ${start}-${end}/${object.bytes.length}` },
            slice,
          );
        }
        return send(200, { 'content-type': object.contentType, 'content-length': object.bytes.length }, object.bytes);
      } catch (error) {
        if (error instanceof S3Refusal) return refuse(error);
        return refuse(new S3Refusal(500, 'InternalError', String(error)));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    log,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
