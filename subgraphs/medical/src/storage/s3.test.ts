// SigV4 against AWS's own published examples (the S3 "Signature Version 4" pages: a presigned
// GET of examplebucket/test.txt, and a signed GET with a Range header), and S3Storage against
// the loopback bucket, which checks every request's signature as S3 does and refuses a
// presigned URL past its time, a forged one, and a body that does not match its hash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '@pulse/kit/clock';
import { S3Error, S3Storage } from './s3.js';
import { startS3TestServer, type S3TestServer } from './s3-test-server.js';
import { presignUrl, sha256Hex, signHeaders } from './sigv4.js';

const AWS = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1', service: 's3' };
const EXAMPLE_DATE = new Date('2013-05-24T00:00:00Z');

describe("SigV4, as AWS's examples compute it", () => {
  it('presigns a GET (the "Example: Presigned URL" of AWS\'s query-parameter page)', () => {
    const url = presignUrl(AWS, 'GET', new URL('https://examplebucket.s3.amazonaws.com/test.txt'), EXAMPLE_DATE, 86400);
    expect(new URL(url).searchParams.get('X-Amz-Signature')).toBe('aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404');
    expect(url).toContain('X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request');
  });

  it('signs a GET with a Range header (the "GET Object" example of AWS\'s header page)', () => {
    const headers = signHeaders(AWS, 'GET', new URL('https://examplebucket.s3.amazonaws.com/test.txt'), EXAMPLE_DATE, sha256Hex(''), { range: 'bytes=0-9' });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('S3Storage against the loopback bucket', () => {
  const clock = new TestClock();
  const creds = { bucket: 'scans', region: 'eu-west-1', accessKeyId: 'AKIDLOOPBACK', secretAccessKey: 'loopback-secret-key-0123456789' };
  let server: S3TestServer;
  let storage: S3Storage;

  beforeAll(async () => {
    server = await startS3TestServer({ ...creds, now: () => clock.now() });
    storage = new S3Storage({ ...creds, endpoint: server.url, clock });
  });
  afterAll(() => server?.close());

  it('puts, stats, reads (whole and a range) and deletes an object, each request signed in its header', async () => {
    await storage.put('m-a.dcm', Buffer.from('0123456789abcdef'), 'application/dicom');
    expect(await storage.stat('m-a.dcm')).toEqual({ contentType: 'application/dicom', size: 16 });
    const whole = await storage.get('m-a.dcm');
    expect(Buffer.concat(await whole!.body.toArray()).toString()).toBe('0123456789abcdef');
    const part = await storage.get('m-a.dcm', { start: 4, end: 7 });
    expect(part!.size).toBe(16);
    expect(Buffer.concat(await part!.body.toArray()).toString()).toBe('4567');
    await storage.delete('m-a.dcm');
    expect(await storage.stat('m-a.dcm')).toBeNull();
    expect(await storage.get('m-a.dcm')).toBeNull();
    expect(server.log.every((r) => r.auth === 'header')).toBe(true);
  });

  it('hands out a presigned PUT that the bucket takes until it expires', async () => {
    const url = storage.presignPut('m-b.dcm', 600);
    expect((await fetch(url, { method: 'PUT', body: 'scan bytes' })).status).toBe(200);
    expect(server.objects.get('m-b.dcm')?.bytes.toString()).toBe('scan bytes');
    expect(server.log.at(-1)).toMatchObject({ method: 'PUT', auth: 'query', status: 200 });
    clock.advance(601_000);
    const late = await fetch(url, { method: 'PUT', body: 'again' });
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('<Code>AccessDenied</Code><Message>Request has expired</Message>');
  });

  it('is refused by the bucket when a signature is forged or the secret is wrong', async () => {
    const url = new URL(storage.presignPut('m-c.dcm', 600));
    url.searchParams.set('X-Amz-Expires', '604800');
    const forged = await fetch(url, { method: 'PUT', body: 'x' });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('SignatureDoesNotMatch');
    const wrong = new S3Storage({ ...creds, secretAccessKey: 'not-the-secret', endpoint: server.url, clock });
    const refused = await wrong.put('m-d.dcm', Buffer.from('x'), 'application/dicom').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(S3Error);
    expect(refused).toMatchObject({ status: 403, s3Code: 'SignatureDoesNotMatch' });
  });
});
