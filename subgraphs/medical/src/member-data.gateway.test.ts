// The medical subgraph's share of a member's data (docs/member-data-subgraphs.md), through a
// whole stack: scans uploaded through the API, then the subgraph's own export and erase hooks
// called as the export job and the erasure reader call them. The export holds each scan's
// metadata, its patient tags decrypted, its manifest, the access log and the DICOM files;
// erasure leaves no row or file of the member (twice is fine), takes a member's name off the
// access log of another member's scan they tried to read, and leaves that scan untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '@pulse/kit';
import { members, restClient, sql, startStack, type Member, type Stack } from '@pulse/dev-env';
import { eraseMember, exportMember, schemaHolding, servicesOf } from '@pulse/dev-env/member-data';
import { medical } from './index.js';
import { syntheticSeries } from './scans/testing/dicom-files.js';

let stack: Stack;
let owner: Member;
let other: Member;
const api = restClient(() => stack);
const tag = Math.random().toString(36).slice(2, 10).toUpperCase();
const PATIENT = `Doe^Jane${tag}`;
const PATIENT_ID = `PAT-${tag}`;
const SCAN_NAME = `Knee MRI ${tag}`;

async function scanOf(member: Member, name: string, patientName: string, patientId: string) {
  const uploadIds: string[] = [];
  for (const [i, bytes] of syntheticSeries(2, { patientName, patientId }).entries()) {
    const r = await api('POST', '/medical/upload-url', { token: member.token, body: { fileName: `s${i}.dcm`, fileType: 'application/dicom' } });
    expect(r.status, r.text).toBe(200);
    const put = await fetch(`${stack.url}${r.json.uploadUrl}`, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'application/dicom' } });
    expect(put.status, await put.text()).toBe(200);
    uploadIds.push(r.json.uploadId);
  }
  const created = await api('POST', '/medical/scans', { token: member.token, body: { name, description: `about ${name}`, uploadIds } });
  expect(created.status, created.text).toBe(200);
  return created.json.scan.id as string;
}

beforeAll(async () => {
  stack = await startStack();
  [owner, other] = await members(stack, 2);
}, 120_000);
afterAll(() => stack?.stop());

describe('medical member data', () => {
  let scanId: string;
  let otherScanId: string;
  let keys: string[];

  beforeAll(async () => {
    scanId = await scanOf(owner, SCAN_NAME, PATIENT, PATIENT_ID);
    otherScanId = await scanOf(other, 'Elbow X-ray', 'Roe^Rick', 'PAT-OTHER');
    // Logged reads: the owner's own, and the other member's refused try at the owner's scan and the owner's at theirs.
    expect((await api('GET', `/medical/scans/${scanId}/manifest`, { token: owner.token })).status).toBe(200);
    expect((await api('GET', `/medical/scans/${scanId}`, { token: other.token })).status).toBe(404);
    expect((await api('GET', `/medical/scans/${otherScanId}`, { token: owner.token })).status).toBe(404);
    keys = (await sql<{ storage_key: string }>(stack, 'SELECT storage_key FROM medical.scan_files WHERE scan_id = $1', [scanId])).map((r) => r.storage_key);
    expect(keys).toHaveLength(2);
  }, 60_000);

  it('exports the scans with their patient tags decrypted, manifest, access log and DICOM files', async () => {
    const { json, files, text } = await exportMember(medical, servicesOf(stack, 'medical'), owner.user.id);
    const doc = json.scans as {
      scans: { id: string; name: string; patient: Record<string, string>; manifest: { series: { instances: { file: string }[] }[] }[] }[];
      accessLog: { action: string; allowed: boolean; actorId: string }[];
    };
    expect(doc.scans).toEqual([
      expect.objectContaining({ id: scanId, name: SCAN_NAME, patient: expect.objectContaining({ PatientName: PATIENT, PatientID: PATIENT_ID }) }),
    ]);
    const instances = doc.scans[0].manifest.flatMap((study) => study.series.flatMap((s) => s.instances));
    expect(instances).toHaveLength(2);
    expect(Object.keys(files).sort()).toEqual(instances.map((i) => i.file).sort());
    for (const bytes of Object.values(files)) expect(bytes.subarray(128, 132).toString('latin1')).toBe('DICM');
    expect(doc.accessLog).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'manifest', allowed: true, actorId: owner.user.id }),
        expect.objectContaining({ allowed: false, actorId: other.user.id }),
      ]),
    );
    expect(text).not.toContain('patientCipher');
    expect(text).not.toContain(otherScanId);
  });

  it('erases every row and file of the member, twice without harm, and leaves the other member’s scan (their log without the member)', async () => {
    const services = servicesOf(stack, 'medical');
    await eraseMember(medical, services, owner.user.id);
    await eraseMember(medical, services, owner.user.id);
    for (const marker of [owner.user.id, SCAN_NAME, scanId, ...keys]) expect(await schemaHolding(stack, 'medical', marker), marker).toEqual([]);
    const storage = createStorage(services.config);
    for (const key of keys) expect(await storage.stat(key)).toBeNull();
    const theirs = await api('GET', `/medical/scans/${otherScanId}`, { token: other.token });
    expect(theirs.json.scan).toMatchObject({ id: otherScanId, name: 'Elbow X-ray', patient: { name: 'Roe^Rick' } });
    const log = await sql(stack, 'SELECT actor_id, allowed FROM medical.access_log WHERE scan_id = $1 AND NOT allowed', [otherScanId]);
    expect(log).toEqual([{ actor_id: null, allowed: false }]);
    const again = await exportMember(medical, services, owner.user.id);
    expect(again.json.scans).toEqual({ scans: [], accessLog: [] });
  });
});
