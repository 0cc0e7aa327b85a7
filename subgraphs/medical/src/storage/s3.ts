// kit's Storage on an S3-compatible bucket (path-style: `<endpoint>/<bucket>/<key>`), signed
// with SigV4 (sigv4.ts), plus the presigned PUT a browser uploads a scan's file to. Used by
// medical only for now; it implements kit's interface so another service could take it as is.
import { Readable } from 'node:stream';
import type { ByteRange, Storage, StoredObject, StoredObjectInfo } from '@pulse/kit';
import type { Clock } from '@pulse/kit/clock';
import { presignUrl, sha256Hex, signHeaders, type Credentials } from './sigv4.js';

export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly s3Code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  clock: Clock;
  /** One request's limit. */
  timeoutMs?: number;
}

async function failure(res: Response, what: string): Promise<S3Error> {
  const body = await res.text().catch(() => '');
  const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? `HTTP ${res.status}`;
  const message = /<Message>([^<]+)<\/Message>/.exec(body)?.[1] ?? res.statusText;
  return new S3Error(res.status, code, `S3 ${what} failed: ${code}: ${message}`);
}

export class S3Storage implements Storage {
  private readonly creds: Credentials;

  constructor(private readonly options: S3Options) {
    this.creds = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey, region: options.region, service: 's3' };
  }

  urlOf(key: string): URL {
    return new URL(`${this.options.endpoint}/${encodeURIComponent(this.options.bucket)}/${encodeURIComponent(key)}`);
  }

  /** A URL that accepts one PUT of the object's bytes, for `expiresSeconds`. */
  presignPut(key: string, expiresSeconds: number): string {
    return presignUrl(this.creds, 'PUT', this.urlOf(key), this.options.clock.now(), expiresSeconds);
  }

  private async send(method: string, key: string, body?: Buffer, extra: Record<string, string> = {}): Promise<Response> {
    const url = this.urlOf(key);
    const headers = signHeaders(this.creds, method, url, this.options.clock.now(), body ? sha256Hex(body) : sha256Hex(''), extra);
    // A view of the same bytes typed as fetch wants it (no copy).
    const payload = body ? new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength) : undefined;
    return fetch(url, { method, headers, body: payload, signal: AbortSignal.timeout(this.options.timeoutMs ?? 60_000) });
  }

  async put(key: string, body: Uint8Array | Readable, contentType: string): Promise<void> {
    const bytes = body instanceof Readable ? Buffer.concat(await body.toArray()) : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    const res = await this.send('PUT', key, bytes, { 'content-type': contentType });
    if (!res.ok) throw await failure(res, `PUT ${key}`);
    await res.arrayBuffer();
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    const res = await this.send('HEAD', key);
    if (res.status === 404) return null;
    if (!res.ok) throw await failure(res, `HEAD ${key}`);
    return { contentType: res.headers.get('content-type') ?? 'application/octet-stream', size: Number(res.headers.get('content-length') ?? 0) };
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const res = await this.send('GET', key, undefined, range ? { range: `bytes=${range.start}-${range.end}` } : {});
    if (res.status === 404) return null;
    if (!res.ok) throw await failure(res, `GET ${key}`);
    const total = range ? Number(/\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1] ?? NaN) : Number(res.headers.get('content-length') ?? 0);
    return {
      contentType: res.headers.get('content-type') ?? 'application/octet-stream',
      size: total,
      body: res.body ? Readable.fromWeb(res.body as import('node:stream/web').ReadableStream) : Readable.from([]),
    };
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    if (!res.ok && res.status !== 404) throw await failure(res, `DELETE ${key}`);
    await res.arrayBuffer();
  }
}
