// The scans' rows of the authz matrix (docs/authz-matrix.md). A scan is its owner's alone:
// every read or change of another member's scan answers NOT_FOUND, admins and moderators
// included (OWNER_ONLY: existence is private too); lists show the owner's scans to the owner
// only. GraphQL documents and one test file's bytes only: no resolver or entity is imported here.
import { MEMBERS, OWN_LIST, OWNER_ONLY, memo, type Actor, type Fixtures } from '@pulse/kit/authz';
import type { AuthzRows } from '@pulse/kit/authz';

/**
 * One small DICOM slice (2 x 2 pixels, a synthetic CT of testing/dicom-files.ts's syntheticSlice):
 * the rows may import nothing but GraphQL documents, so its bytes are written here.
 */
const SLICE = Buffer.from(
  'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
    'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABESUNNAgAAAFVMBACOAAAAAgABAE9CAAACAAAAAAECAAIAVUkaADEuMi44NDAuMTAwMDgu' +
    'NS4xLjQuMS4xLjIAAgADAFVJGAAxLjIuODI2LjAuMS4zNjgwMDQzLjEwLjMCABAAVUkUADEuMi44NDAuMTAwMDguMS4yLjEAAgASAFVJGgAxLjIuODI2LjAu' +
    'MS4zNjgwMDQzLjEwLjk5OQgAFgBVSRoAMS4yLjg0MC4xMDAwOC41LjEuNC4xLjEuMgAIABgAVUkYADEuMi44MjYuMC4xLjM2ODAwNDMuMTAuMwgAIABEQQgA' +
    'MjAyNDAxMTUIADAAVE0GADA5MzAwMAgAYABDUwIAQ1QIAIAATE8UAFB1bHNlIFRlc3QgSG9zcGl0YWwgCAAwEExPEABTeW50aGV0aWMgc3R1ZHkgCAA+EExP' +
    'EABTeW50aGV0aWMgc2VyaWVzEAAQAFBOCABEb2VeSmFuZRAAIABMTwoAUEFULTAwMDEyMxAAMABEQQgAMTk4MDAxMDEQAEAAQ1MCAEYgGAAVAENTBgBDSEVT' +
    'VCAgAA0AVUkYADEuMi44MjYuMC4xLjM2ODAwNDMuMTAuMSAADgBVSRgAMS4yLjgyNi4wLjEuMzY4MDA0My4xMC4yIAARAElTAgAxICAAEwBJUwIAMSAgADIA' +
    'RFMGADBcMFwwICAANwBEUwwAMVwwXDBcMFwxXDAgIABBEERTAgAwICgAAgBVUwIAAQAoAAQAQ1MMAE1PTk9DSFJPTUUyICgAEABVUwIAAgAoABEAVVMCAAIA' +
    'KAAwAERTBAAxXDEgKAAAAVVTAgAQACgAAQFVUwIAEAAoAAIBVVMCAA8AKAADAVVTAgABACgAUBBEUwIANDAoAFEQRFMEADQwMCAoAFIQRFMCADAgKABTEERT' +
    'AgAxIOB/EABPVwAACAAAAHD+ov5w/qL+',
  'base64',
);
const slices = (count: number) => Array.from({ length: count }, () => SLICE);

const URL_DOC = 'mutation($input: MedicalUploadUrlInput!) { createMedicalUploadUrl(input: $input) { uploadId uploadUrl } }';
const CREATE = 'mutation($input: CreateMedicalScanInput!) { createMedicalScan(input: $input) { id } }';

/** Uploads files as `token` (each by its own signed URL) and answers their upload ids. */
async function upload(f: Fixtures, token: string, files: Buffer[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, bytes] of files.entries()) {
    const { createMedicalUploadUrl: made } = await f.run<{ createMedicalUploadUrl: { uploadId: string; uploadUrl: string } }>(
      URL_DOC,
      { input: { fileName: `slice-${i + 1}.dcm`, fileType: 'application/dicom' } },
      token,
    );
    const res = await fetch(`${f.url}${made.uploadUrl}`, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'application/dicom' } });
    if (!res.ok) throw new Error(`the upload was refused: ${res.status} ${await res.text()}`);
    ids.push(made.uploadId);
  }
  return ids;
}

/** A new scan of the owner's (two synthetic slices). */
async function ownersScan(f: Fixtures): Promise<string> {
  const token = f.members.owner.token;
  const uploadIds = await upload(f, token, slices(2));
  return (await f.run<{ createMedicalScan: { id: string } }>(CREATE, { input: { name: 'Authz chest CT', uploadIds } }, token)).createMedicalScan.id;
}
const sharedScan = memo(ownersScan);

/** Uploads of the acting member's own (the owner's for the cells that are refused before they matter). */
async function ownUploads(f: Fixtures, actor: Actor): Promise<string[]> {
  const member = actor === 'anonymous' || actor === 'suspended' ? 'owner' : actor;
  return upload(f, f.members[member].token, slices(1));
}

export const authz: AuthzRows = {
  rows: [
    {
      operation: 'createMedicalUploadUrl',
      about: "an upload URL of the caller's own",
      document: URL_DOC,
      variables: () => ({ input: { fileName: 'slice.dcm', fileType: 'application/dicom' } }),
      expect: MEMBERS,
      rest: [{ route: 'POST /medical/upload-url', request: () => ({ body: { fileName: 'slice.dcm', fileType: 'application/dicom' } }) }],
    },
    {
      operation: 'createMedicalScan',
      about: "a scan of the caller's own uploaded files",
      document: CREATE,
      variables: async (f, actor) => ({ input: { name: 'Authz scan', uploadIds: await ownUploads(f, actor) } }),
      expect: MEMBERS,
      rest: [{ route: 'POST /medical/scans', request: async (f, actor) => ({ body: { name: 'Authz scan', uploadIds: await ownUploads(f, actor) } }) }],
    },
    {
      operation: 'createMedicalScan',
      about: "the owner's uploaded files (another member's uploads do not exist for the caller)",
      document: CREATE,
      variables: async (f) => ({ input: { name: 'Taken scan', uploadIds: await upload(f, f.members.owner.token, slices(1)) } }),
      expect: { anonymous: 'UNAUTHENTICATED', stranger: 'NOT_FOUND', owner: 'allowed', moderator: 'NOT_FOUND', admin: 'NOT_FOUND', suspended: 'UNAUTHENTICATED' },
    },
    {
      operation: 'medicalScans',
      about: "the owner's scan",
      document: '{ medicalScans { nodes { id } } }',
      made: ownersScan,
      shows: ['medicalScans.nodes.*.id', (_f, made) => made],
      expect: OWN_LIST,
      rest: [{ route: 'GET /medical/scans', shows: ['scans.*.id', (_f, made) => made] }],
    },
    {
      operation: 'medicalScan',
      about: "the owner's scan (its patient tags included)",
      document: 'query($id: ID!) { medicalScan(id: $id) { id patient { name } } }',
      made: sharedScan,
      variables: (_f, _a, made) => ({ id: made }),
      shows: ['medicalScan.id', (_f, made) => made],
      expect: OWNER_ONLY,
      rest: [{ route: 'GET /medical/scans/:id', request: (_f, _a, made) => ({ params: { id: made! } }), shows: ['scan.id', (_f, made) => made] }],
    },
    {
      operation: 'medicalScanManifest',
      about: "the owner's scan",
      document: 'query($id: ID!) { medicalScanManifest(id: $id) { scanId } }',
      made: sharedScan,
      variables: (_f, _a, made) => ({ id: made }),
      shows: ['medicalScanManifest.scanId', (_f, made) => made],
      expect: OWNER_ONLY,
      rest: [{ route: 'GET /medical/scans/:id/manifest', request: (_f, _a, made) => ({ params: { id: made! } }), shows: ['manifest.scanId', (_f, made) => made] }],
    },
    {
      operation: 'medicalScanAccessLog',
      about: "the owner's scan",
      document: 'query($id: ID!) { medicalScanAccessLog(scanId: $id) { nodes { scanId } } }',
      made: sharedScan,
      variables: (_f, _a, made) => ({ id: made }),
      expect: OWNER_ONLY,
      rest: [{ route: 'GET /medical/scans/:id/access-log', request: (_f, _a, made) => ({ params: { id: made! } }) }],
    },
    {
      operation: 'deleteMedicalScan',
      about: "the owner's scan",
      document: 'mutation($id: ID!) { deleteMedicalScan(id: $id) }',
      variables: async (f) => ({ id: await ownersScan(f) }),
      expect: OWNER_ONLY,
      rest: [{ route: 'DELETE /medical/scans/:id', request: async (f) => ({ params: { id: await ownersScan(f) } }) }],
    },
  ],
};
