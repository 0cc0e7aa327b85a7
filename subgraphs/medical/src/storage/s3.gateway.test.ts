// Medical scans on an S3-compatible bucket (the loopback bucket of s3-test-server.ts, which
// checks SigV4 as S3 does): the upload URL is the bucket's presigned PUT, the file goes there
// directly, the scan is read from the bucket and its blanked copy written back, the viewer's
// links still come through our origin (so every download is logged), an expired presigned URL
// is refused by the bucket, and deleting the scan deletes its objects.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestClock } from '@pulse/kit/clock';
import { members, restClient, startStack, type Member, type Stack } from '@pulse/dev-env';
import { syntheticSeries } from '../scans/testing/dicom-files.js';
import { startS3TestServer, type S3TestServer } from './s3-test-server.js';

const creds = { bucket: 'pulse-scans', region: 'eu-central-1', accessKeyId: 'AKIDPULSETEST', secretAccessKey: 'pulse-test-secret-access-key-42' };
const clock = new TestClock();
let bucket: S3TestServer;
let stack: Stack;
let owner: Member;
const api = restClient(() => stack);

beforeAll(async () => {
  bucket = await startS3TestServer({ ...creds, now: () => clock.now() });
  stack = await startStack({
    clock,
    env: {
      MEDICAL_S3_ENDPOINT: bucket.url,
      MEDICAL_S3_BUCKET: creds.bucket,
      MEDICAL_S3_REGION: creds.region,
      MEDICAL_S3_ACCESS_KEY_ID: creds.accessKeyId,
      MEDICAL_S3_SECRET_ACCESS_KEY: creds.secretAccessKey,
    },
  });
  [owner] = await members(stack, 1);
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  await bucket?.close();
});

async function presigned(fileName: string) {
  const r = await api('POST', '/medical/upload-url', { token: owner.token, body: { fileName, fileType: 'application/dicom' } });
  expect(r.status, r.text).toBe(200);
  return r.json as { uploadUrl: string; uploadId: string };
}

it("lets the web app's uploads reach the bucket: its origin is in the gateway's CSP connect-src", async () => {
  for (const path of ['/', '/medical', '/api/medical/scans']) {
    const csp = (await fetch(`${stack.url}${path}`, { headers: { accept: 'text/html' } })).headers.get('content-security-policy') ?? '';
    const connectSrc = /connect-src ([^;]*)/.exec(csp)?.[1].split(' ') ?? [];
    expect(connectSrc, path).toContain(new URL(bucket.url).origin);
    expect(connectSrc, path).toContain("'self'");
  }
});

it('uploads straight to the bucket, makes the scan from it and serves it through our origin', async () => {
  const files = syntheticSeries(3, { patientName: 'Bucket^Bob' });
  const ids: string[] = [];
  for (const [i, bytes] of files.entries()) {
    const { uploadUrl, uploadId } = await presigned(`b${i}.dcm`);
    expect(uploadUrl.startsWith(`${bucket.url}/${creds.bucket}/m-`)).toBe(true);
    expect(new URL(uploadUrl).searchParams.get('X-Amz-Expires')).toBe('600');
    const res = await fetch(uploadUrl, { method: 'PUT', body: new Uint8Array(bytes) });
    expect(res.status, await res.text()).toBe(200);
    ids.push(uploadId);
  }
  const created = await api('POST', '/medical/scans', { token: owner.token, body: { name: 'Bucket CT', uploadIds: ids } });
  expect(created.status, created.text).toBe(200);
  expect(created.json.scan).toMatchObject({ fileCount: 3, scanType: 'CT', patient: { name: 'Bucket^Bob' } });
  // The bucket now holds the blanked copies.
  for (const object of bucket.objects.values()) expect(object.bytes.toString('latin1')).not.toContain('Bucket^Bob');

  const { manifest } = (await api('GET', `/medical/scans/${created.json.scan.id}/manifest`, { token: owner.token })).json;
  const instance = manifest.studies[0].series[0].instances[0];
  expect(instance.url.startsWith('/media/m-')).toBe(true);
  const res = await fetch(`${stack.url}${instance.url}`);
  expect(res.status).toBe(200);
  expect(
    Buffer.from(await res.arrayBuffer())
      .subarray(128, 132)
      .toString(),
  ).toBe('DICM');
  const log = (await api('GET', `/medical/scans/${created.json.scan.id}/access-log`, { token: owner.token })).json.entries;
  expect(log[0]).toMatchObject({ action: 'DOWNLOAD', allowed: true, fileId: instance.id });

  expect((await api('DELETE', `/medical/scans/${created.json.scan.id}`, { token: owner.token })).status).toBe(200);
  expect(bucket.objects.size).toBe(0);
  expect(bucket.log.filter((r) => r.method === 'DELETE').every((r) => r.auth === 'header' && r.status === 204)).toBe(true);
});

it('is refused by the bucket past its time; a file never sent is named when the scan is made', async () => {
  const { uploadUrl, uploadId } = await presigned('late.dcm');
  clock.advance(601_000);
  const late = await fetch(uploadUrl, { method: 'PUT', body: new Uint8Array(syntheticSeries(1)[0]) });
  expect(late.status).toBe(403);
  expect(await late.text()).toContain('Request has expired');
  const r = await api('POST', '/medical/scans', { token: owner.token, body: { name: 'Never sent', uploadIds: [uploadId] } });
  expect(r.status, r.text).toBe(400);
  expect(r.json).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'UPLOAD_NOT_RECEIVED', message: 'late.dcm: A file of this scan was never uploaded to its upload URL.' });
});
