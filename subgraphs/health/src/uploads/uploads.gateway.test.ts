// Health uploads through the gateway (POST /api/health/uploads, proxied to the health
// subgraph): the purpose decides the limit and the allowed types, judged from the bytes;
// meal photos lose their metadata and are served back; activity files and exports are kept
// for their owner's imports and never served; ownedUpload finds a key for its owner only.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { download, jpegWithGps, png } from '@pulse/dev-env/media';
import { registerMember, sql, startStack, type Member, type Stack } from '@pulse/dev-env';
import type { SubgraphContext } from '@pulse/kit';
import { ownedUpload } from './owned-upload.js';
import { GPX_SAMPLE, fitBytes, uploadHealthFile } from './testing.js';

/** Small enough to test the export limit cheaply. */
const EXPORT_MAX = 64 * 1024;

let stack: Stack;
let storageDir: string;
let ann: Member;
let bob: Member;
const upload = (purpose: string | null, file: { name: string; bytes: Uint8Array; type?: string } | null, token: string | null = ann.token) =>
  uploadHealthFile(stack.url, token, purpose, file);

beforeAll(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'pulse-health-uploads-'));
  stack = await startStack({ env: { STORAGE_DIR: storageDir, HEALTH_IMPORT_MAX_BYTES: String(EXPORT_MAX) } });
  [ann, bob] = await Promise.all([registerMember(stack), registerMember(stack)]);
});

afterAll(async () => {
  await stack?.stop();
  rmSync(storageDir, { recursive: true, force: true });
});

describe('POST /api/health/uploads', () => {
  it('keeps a meal photo without its EXIF and GPS data, serves it back and records it as the member’s', async () => {
    const { status, body } = await upload('meal-image', { name: 'lunch.jpg', bytes: await jpegWithGps(), type: 'image/jpeg' });
    expect(status).toBe(201);
    expect(body.upload).toEqual({
      key: expect.stringMatching(/^h-c[0-9a-z]{24}\.jpg$/),
      purpose: 'meal-image',
      size: expect.any(Number),
      contentType: 'image/jpeg',
      url: `/media/${body.upload.key}`,
    });
    const { res, bytes } = await download(`${stack.url}${body.upload.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect(await sql(stack, 'SELECT owner_id, purpose, original_name FROM health.uploads WHERE key = $1', [body.upload.key])).toEqual([
      { owner_id: ann.user.id, purpose: 'meal-image', original_name: 'lunch.jpg' },
    ]);
  });

  it("refuses a meal photo that is not an image, whatever its name and claimed type say, with the spec's message", async () => {
    const disguised = await upload('meal-image', { name: 'plate.jpg', bytes: Buffer.from('#!/bin/sh\necho not a photo\n'), type: 'image/jpeg' });
    expect(disguised).toEqual({ status: 400, body: { message: 'Please upload an image file', code: 'BAD_USER_INPUT', field: 'file' } });
    const gpxAsPhoto = await upload('meal-image', { name: 'plate.png', bytes: Buffer.from(GPX_SAMPLE) });
    expect(gpxAsPhoto.body.message).toBe('Please upload an image file');
  });

  it("refuses a meal photo over 5 MB with the spec's message", async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
    const { status, body } = await upload('meal-image', { name: 'huge.png', bytes: big });
    expect(status).toBe(413);
    expect(body).toEqual({ message: 'Image must be less than 5MB', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('takes GPX, TCX and FIT files as activities (typed from their bytes) and never serves them', async () => {
    const gpx = await upload('activity', { name: 'run.xml', bytes: Buffer.from(GPX_SAMPLE) });
    expect(gpx.status).toBe(201);
    expect(gpx.body.upload).toMatchObject({ purpose: 'activity', contentType: 'application/gpx+xml', key: expect.stringMatching(/\.gpx$/) });
    expect(gpx.body.upload.url).toBeUndefined();
    const tcx = await upload('activity', {
      name: 'ride.tcx',
      bytes: Buffer.from('<?xml version="1.0"?>\n<TrainingCenterDatabase xmlns="x"><Activities/></TrainingCenterDatabase>'),
    });
    expect(tcx.body.upload).toMatchObject({ contentType: 'application/vnd.garmin.tcx+xml', key: expect.stringMatching(/\.tcx$/) });
    const fit = await upload('activity', { name: 'ride.fit', bytes: fitBytes() });
    expect(fit.body.upload).toMatchObject({ contentType: 'application/vnd.ant.fit', key: expect.stringMatching(/\.fit$/), size: 78 });
    // Stored whole, byte for byte.
    expect(readFileSync((await own(ann, fit.body.upload.key, 'activity')).path)).toEqual(fitBytes());
    const served = await download(`${stack.url}/media/${gpx.body.upload.key}`);
    expect(served.res.status).toBe(404);

    const photoAsActivity = await upload('activity', { name: 'run.gpx', bytes: await png() });
    expect(photoAsActivity).toEqual({ status: 400, body: { message: 'Please upload a GPX, TCX or FIT file', code: 'BAD_USER_INPUT', field: 'file' } });
  });

  it('takes an Apple Health export (zip or its export.xml, DTD first) up to HEALTH_IMPORT_MAX_BYTES', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(1000)]);
    expect((await upload('export', { name: 'export.zip', bytes: zip })).body.upload).toMatchObject({ contentType: 'application/zip', size: 1004 });
    const dtd = `<!DOCTYPE HealthData [\n${'<!ATTLIST Record type CDATA #REQUIRED>\n'.repeat(200)}]>`;
    const xml = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${dtd}\n<HealthData locale="en_US"></HealthData>\n`);
    expect((await upload('export', { name: 'export.xml', bytes: xml })).body.upload).toMatchObject({ contentType: 'application/xml' });

    const tooBig = await upload('export', { name: 'export.zip', bytes: Buffer.concat([zip, Buffer.alloc(EXPORT_MAX)]) });
    expect(tooBig).toEqual({ status: 413, body: { message: 'Health exports must be 64 KB or smaller', code: 'PAYLOAD_TOO_LARGE' } });
    const notAnExport = await upload('export', { name: 'export.zip', bytes: Buffer.from('hello') });
    expect(notAnExport.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'file', message: expect.stringContaining('export.zip') });
    // Nothing of a refused file is left behind.
    expect(await sql(stack, "SELECT count(*)::int AS n FROM health.uploads WHERE owner_id = $1 AND purpose = 'export'", [ann.user.id])).toEqual([{ n: 2 }]);
  });

  it('needs a member, a known purpose sent before the file, and one file', async () => {
    const photo = { name: 'a.png', bytes: await png() };
    // Without a token, the gateway's REST CSRF rule wants a preflight-forcing header first.
    expect((await upload('meal-image', photo, null)).body.code).toBe('CSRF_REJECTED');
    expect(await uploadHealthFile(stack.url, null, 'meal-image', photo, { 'apollo-require-preflight': 'true' })).toEqual({
      status: 401,
      body: { message: 'Please log in to upload', code: 'UNAUTHENTICATED' },
    });
    expect((await upload('meal-image', photo, 'not-a-jwt')).status).toBe(401);
    expect((await upload('selfie', photo)).body).toEqual({
      message: 'purpose must be one of meal-image, activity, export, exercise-video',
      code: 'BAD_USER_INPUT',
      field: 'purpose',
    });
    expect((await upload(null, photo)).body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'purpose' });
    expect((await upload('meal-image', null)).body).toEqual({ message: 'Please choose a file to upload', code: 'BAD_USER_INPUT', field: 'file' });
    // The purpose after the file: the limit would be unknown while the file arrives.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo.bytes)]), 'a.png');
    form.append('purpose', 'meal-image');
    const late = await fetch(`${stack.url}/api/health/uploads`, { method: 'POST', headers: { authorization: `Bearer ${ann.token}` }, body: form });
    expect([late.status, (await late.json()).field]).toEqual([400, 'purpose']);
    const notMultipart = await fetch(`${stack.url}/api/health/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ann.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(notMultipart.status).toBe(400);
  });
});

async function own(member: Member, key: string, purpose: 'meal-image' | 'activity' | 'export', field = 'fileKey') {
  const services = stack.subgraphs.find((s) => s.name === 'health')!.services;
  const ctx = { em: services.orm.em.fork(), auth: { user: { id: member.user.id } }, services } as unknown as SubgraphContext;
  return ownedUpload(ctx, key, purpose, field);
}

describe('ownedUpload', () => {
  it("finds the caller's upload of that purpose, and answers 'File not found' for anyone else's, another purpose or a made-up key", async () => {
    const { body } = await upload('activity', { name: 'run.gpx', bytes: Buffer.from(GPX_SAMPLE) });
    const mine = await own(ann, body.upload.key, 'activity');
    expect(mine).toMatchObject({ key: body.upload.key, purpose: 'activity', size: Buffer.byteLength(GPX_SAMPLE), originalName: 'run.gpx' });
    expect(readFileSync(mine.path, 'utf8')).toBe(GPX_SAMPLE);
    const attempts = [
      () => own(bob, body.upload.key, 'activity'),
      () => own(ann, body.upload.key, 'export'),
      () => own(ann, 'h-cnotakey0000000000000000.gpx', 'activity'),
      () => own(ann, '../../etc/passwd', 'activity'),
    ];
    for (const attempt of attempts) {
      await expect(attempt()).rejects.toMatchObject({ message: 'File not found', extensions: { code: 'BAD_USER_INPUT', field: 'fileKey' } });
    }
  });
});
