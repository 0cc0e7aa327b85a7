// Authz rows of health's activities (docs/health-design.md 1.3): myActivities lists the owner's
// alone; importActivity reads only the caller's own upload. A fileKey is an input field, so a
// key that is not the caller's is BAD_USER_INPUT 'File not found' on fileKey, the same answer
// as a key that never existed: nobody learns that someone else's upload exists.
import { A, BAD, OWN_LIST, U, type Fixtures, type Expectations, type Row, type AuthzRows } from '@pulse/kit/authz';

const OWN_UPLOAD: Expectations = { anonymous: U, stranger: BAD, owner: A, moderator: BAD, admin: BAD, suspended: U };

const GPX = `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="authz" xmlns="http://www.topografix.com/GPX/1/1"><trk><type>running</type><trkseg>
<trkpt lat="37.7749" lon="-122.4194"><time>2026-05-01T07:00:00Z</time></trkpt>
<trkpt lat="37.7760" lon="-122.4180"><time>2026-05-01T07:01:00Z</time></trkpt>
</trkseg></trk></gpx>
`;

/** A GPX file uploaded by the owner (POST /api/health/uploads, purpose activity): its key. */
async function ownersUpload(f: Fixtures): Promise<string> {
  const form = new FormData();
  form.append('purpose', 'activity');
  form.append('file', new Blob([GPX], { type: 'application/gpx+xml' }), 'authz.gpx');
  const res = await fetch(`${f.url}/api/health/uploads`, { method: 'POST', headers: { authorization: `Bearer ${f.members.owner.token}` }, body: form });
  const body = (await res.json()) as { upload?: { key: string } };
  if (res.status !== 201 || !body.upload) throw new Error(`fixture: activity upload failed: ${res.status} ${JSON.stringify(body)}`);
  return body.upload.key;
}

const sharedUpload = new WeakMap<Fixtures, Promise<string>>();
const sharedActivity = new WeakMap<Fixtures, Promise<string>>();
const memo = (map: WeakMap<Fixtures, Promise<string>>, f: Fixtures, make: () => Promise<string>) => {
  if (!map.has(f)) map.set(f, make());
  return map.get(f)!;
};

const IMPORT = 'mutation($input: ImportActivityInput!) { importActivity(input: $input) { id } }';

/** The owner's imported activity (made once), which only the owner's list shows. */
const ownersActivity = (f: Fixtures) =>
  memo(sharedActivity, f, async () => {
    const fileKey = await ownersUpload(f);
    const data = await f.run<{ importActivity: { id: string } }>(IMPORT, { input: { fileKey } }, f.members.owner.token);
    return data.importActivity.id;
  });

const rows: Row[] = [
  {
    operation: 'myActivities',
    about: "the owner's imported activity",
    document: '{ myActivities(first: 50) { nodes { id } } }',
    made: (f) => ownersActivity(f),
    shows: ['myActivities.nodes.*.id', (_f, made) => made],
    expect: OWN_LIST,
  },
  {
    operation: 'importActivity',
    about: "the owner's uploaded GPX file (the owner imports a fresh one)",
    document: IMPORT,
    // Only the owner's cell imports; the others are refused before reading, so they share one key.
    variables: async (f, actor) => ({ input: { fileKey: actor === 'owner' ? await ownersUpload(f) : await memo(sharedUpload, f, () => ownersUpload(f)) } }),
    expect: OWN_UPLOAD,
  },
];

export const authz: AuthzRows = { rows };
