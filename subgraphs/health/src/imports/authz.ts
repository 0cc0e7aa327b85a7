// Authz rows of health's imports (docs/health-design.md 1.3): importHealthExport reads only the
// caller's own export upload. A fileKey is an input field, so a key that is not the caller's is
// BAD_USER_INPUT 'File not found' on fileKey, the same answer as a key that never existed:
// nobody learns that someone else's upload exists. The owner imports onto APPLE_WATCH (the
// wearables rows sync OURA, WHOOP and SAMSUNG, whose running jobs would make this a CONFLICT).
import { A, BAD, U, type Fixtures, type Expectations, type Row, type AuthzRows } from '@pulse/kit/authz';

const OWN_UPLOAD: Expectations = { anonymous: U, stranger: BAD, owner: A, moderator: BAD, admin: BAD, suspended: U };

/** A bare export.xml as the Health app writes it (inline DTD), with one day of steps. */
const EXPORT_XML = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
]>
<HealthData locale="en_US">
 <ExportDate value="2026-05-02 09:00:00 -0700"/>
 <Me HKCharacteristicTypeIdentifierDateOfBirth="" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexNotSet" HKCharacteristicTypeIdentifierBloodType="HKBloodTypeNotSet" HKCharacteristicTypeIdentifierFitzpatrickSkinType="HKFitzpatrickSkinTypeNotSet" HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse="None"/>
 <Record type="HKQuantityTypeIdentifierStepCount" sourceName="authz" unit="count" creationDate="2026-05-01 09:10:00 -0700" startDate="2026-05-01 09:00:00 -0700" endDate="2026-05-01 09:10:00 -0700" value="1200"/>
</HealthData>
`;

/** An export uploaded by the owner (POST /api/health/uploads, purpose export): its key. */
async function ownersUpload(f: Fixtures): Promise<string> {
  const form = new FormData();
  form.append('purpose', 'export');
  form.append('file', new Blob([EXPORT_XML], { type: 'application/xml' }), 'export.xml');
  const res = await fetch(`${f.url}/api/health/uploads`, { method: 'POST', headers: { authorization: `Bearer ${f.members.owner.token}` }, body: form });
  const body = (await res.json()) as { upload?: { key: string } };
  if (res.status !== 201 || !body.upload) throw new Error(`fixture: export upload failed: ${res.status} ${JSON.stringify(body)}`);
  return body.upload.key;
}

const sharedUpload = new WeakMap<Fixtures, Promise<string>>();

const rows: Row[] = [
  {
    operation: 'importHealthExport',
    about: "the owner's uploaded export.xml (the owner imports a fresh one)",
    document: 'mutation($input: ImportHealthExportInput!) { importHealthExport(input: $input) { id kind } }',
    // Only the owner's cell imports; the others are refused before reading, so they share one key.
    variables: async (f, actor) => {
      if (actor === 'owner') return { input: { provider: 'APPLE_WATCH', fileKey: await ownersUpload(f) } };
      if (!sharedUpload.has(f)) sharedUpload.set(f, ownersUpload(f));
      return { input: { provider: 'APPLE_WATCH', fileKey: await sharedUpload.get(f)! } };
    },
    expect: OWN_UPLOAD,
  },
];

export const authz: AuthzRows = { rows };
