// Builds MediaPipe PoseLandmarker model bundles (.task) from the pose models that ship in npm
// (@mediapipe/pose: pose_landmark_{lite,full,heavy}.tflite, and pose_solution_packed_assets.data,
// which is the pose detector), so the analyzer never downloads a model from the internet.
//
// A .task is an uncompressed zip of pose_detector.tflite and pose_landmarks_detector.tflite.
// The legacy models lack the TFLITE_METADATA buffer the Tasks API reads (pose-metadata.ts), so
// each model is rewritten with it: a TFLite model is a flatbuffer, and a flatbuffer's offsets
// only point forwards, so the new root table (a copy of the old one with a longer buffers list
// and metadata list) goes in front of the untouched original, and the new buffer after it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { crc32 } from 'node:zlib';
import { POSE_DETECTOR_METADATA, POSE_LANDMARKS_METADATA } from './pose-metadata.js';

export const POSE_MODEL_VARIANTS = ['lite', 'full', 'heavy'] as const;
export type PoseModelVariant = (typeof POSE_MODEL_VARIANTS)[number];

const METADATA_NAME = 'TFLITE_METADATA';
// Model table fields (tensorflow/lite/schema/schema.fbs).
const MODEL_BUFFERS = 4;
const MODEL_METADATA = 6;
const MODEL_FIELDS = 8;

/** A read-only view of a flatbuffer: the few accessors the TFLite Model table needs. */
class FlatBuffer {
  constructor(readonly bytes: Buffer) {}
  u32 = (at: number) => this.bytes.readUInt32LE(at);
  /** Absolute position of a table's field, or 0 when the table does not have it. */
  field(table: number, index: number): number {
    const vtable = table - this.bytes.readInt32LE(table);
    const slot = 4 + 2 * index;
    if (slot >= this.bytes.readUInt16LE(vtable)) return 0;
    const offset = this.bytes.readUInt16LE(vtable + slot);
    return offset ? table + offset : 0;
  }
  /** Follows a uoffset stored at `at`. */
  deref = (at: number) => at + this.u32(at);
  vector(at: number): { length: number; start: number } {
    const v = this.deref(at);
    return { length: this.u32(v), start: v + 4 };
  }
  /** The absolute positions of the tables a vector of tables points to. */
  tables(at: number): number[] {
    if (!at) return [];
    const { length, start } = this.vector(at);
    return Array.from({ length }, (_, i) => this.deref(start + 4 * i));
  }
  string(at: number): string {
    const { length, start } = this.vector(at);
    return this.bytes.toString('utf8', start, start + length);
  }
  get root(): number {
    return this.u32(0);
  }
}

/** The model's metadata entries: name, and the bytes of the buffer it names. */
export function tfliteMetadata(model: Buffer): Map<string, Buffer> {
  const fb = new FlatBuffer(model);
  if (model.toString('latin1', 4, 8) !== 'TFL3') throw new Error('not a TFLite model');
  const buffers = fb.tables(fb.field(fb.root, MODEL_BUFFERS));
  const found = new Map<string, Buffer>();
  for (const entry of fb.tables(fb.field(fb.root, MODEL_METADATA))) {
    const name = fb.string(fb.field(entry, 0));
    const data = fb.field(buffers[fb.u32(fb.field(entry, 1))], 0);
    const { length, start } = data ? fb.vector(data) : { length: 0, start: 0 };
    found.set(name, model.subarray(start, start + length));
  }
  return found;
}

const align = (n: number, to: number) => Math.ceil(n / to) * to;

/** The model with a TFLITE_METADATA entry holding `metadata` (replacing none: it must not have one). */
export function withTfliteMetadata(model: Buffer, metadata: Buffer): Buffer {
  if (tfliteMetadata(model).has(METADATA_NAME)) throw new Error('the model already has TFLITE_METADATA');
  const fb = new FlatBuffer(model);
  const root = fb.root;
  const buffers = fb.tables(fb.field(root, MODEL_BUFFERS));
  const entries = fb.tables(fb.field(root, MODEL_METADATA));
  const name = Buffer.from(METADATA_NAME);

  // The front block, laid out with absolute positions in the new file.
  const vtable = 8; // after the root offset and the "TFL3" identifier
  const vtableSize = 4 + 2 * MODEL_FIELDS;
  const table = align(vtable + vtableSize, 4);
  const tableSize = 4 + 4 * MODEL_FIELDS;
  const buffersVector = table + tableSize;
  const metadataVector = buffersVector + 4 + 4 * (buffers.length + 1);
  const entryVtable = metadataVector + 4 + 4 * (entries.length + 1);
  const entryTable = entryVtable + 8;
  const nameString = entryTable + 12;
  // A multiple of 64: the original's 16-byte-aligned tensor data stays aligned when shifted.
  const front = align(nameString + 4 + name.length + 1, 64);
  const shift = (at: number) => at + front;
  // The new buffer (its vtable, its table, then its data, 16-byte aligned) after the original.
  const tail = align(front + model.length, 16);
  const bufferVtable = tail;
  const bufferTable = tail + 8;
  const dataLength = align(tail + 32, 16) - 4;
  const end = align(dataLength + 4 + metadata.length, 16);

  const out = Buffer.alloc(end);
  model.copy(out, front);
  const offsetTo = (at: number, target: number) => out.writeUInt32LE(target - at, at);
  offsetTo(0, table);
  out.write('TFL3', 4, 'latin1');

  // The Model table: every field of the original, with buffers and metadata replaced.
  out.writeUInt16LE(vtableSize, vtable);
  out.writeUInt16LE(tableSize, vtable + 2);
  out.writeInt32LE(table - vtable, table);
  for (let i = 0; i < MODEL_FIELDS; i++) {
    const slot = table + 4 + 4 * i;
    const old = fb.field(root, i);
    if (i === MODEL_BUFFERS) offsetTo(slot, buffersVector);
    else if (i === MODEL_METADATA) offsetTo(slot, metadataVector);
    else if (!old) continue;
    else if (i === 0)
      out.writeUInt32LE(fb.u32(old), slot); // version, a scalar
    else offsetTo(slot, shift(fb.deref(old)));
    out.writeUInt16LE(slot - table, vtable + 4 + 2 * i);
  }

  out.writeUInt32LE(buffers.length + 1, buffersVector);
  buffers.forEach((b, i) => offsetTo(buffersVector + 4 + 4 * i, shift(b)));
  offsetTo(buffersVector + 4 + 4 * buffers.length, bufferTable);

  out.writeUInt32LE(entries.length + 1, metadataVector);
  entries.forEach((e, i) => offsetTo(metadataVector + 4 + 4 * i, shift(e)));
  offsetTo(metadataVector + 4 + 4 * entries.length, entryTable);

  // Metadata { name: string; buffer: uint } naming the new buffer.
  out.writeUInt16LE(8, entryVtable);
  out.writeUInt16LE(12, entryVtable + 2);
  out.writeUInt16LE(4, entryVtable + 4);
  out.writeUInt16LE(8, entryVtable + 6);
  out.writeInt32LE(entryTable - entryVtable, entryTable);
  offsetTo(entryTable + 4, nameString);
  out.writeUInt32LE(buffers.length, entryTable + 8);
  out.writeUInt32LE(name.length, nameString);
  name.copy(out, nameString + 4);

  // Buffer { data: [ubyte] }.
  out.writeUInt16LE(6, bufferVtable);
  out.writeUInt16LE(8, bufferVtable + 2);
  out.writeUInt16LE(4, bufferVtable + 4);
  out.writeInt32LE(bufferTable - bufferVtable, bufferTable);
  offsetTo(bufferTable + 4, dataLength);
  out.writeUInt32LE(metadata.length, dataLength);
  metadata.copy(out, dataLength + 4);
  return out;
}

/**
 * An uncompressed zip (what MediaPipe reads a .task as). Each file's data starts on a 64-byte
 * boundary (padding in the local header's extra field, as zipalign does), so the models'
 * aligned tensor data stays aligned in memory.
 */
export function storedZip(files: { name: string; data: Buffer }[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of files) {
    const fileName = Buffer.from(name);
    const extra = (64 - ((offset + 30 + fileName.length) % 64)) % 64;
    const padding = extra > 0 && extra < 4 ? extra + 64 : extra; // an extra field needs 4 bytes of header
    const crc = crc32(data);
    const local = Buffer.alloc(30 + fileName.length + padding);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4); // version needed: 1.0, stored
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    local.writeUInt16LE(padding, 28);
    fileName.copy(local, 30);
    if (padding) {
      local.writeUInt16LE(0xd935, 30 + fileName.length); // zipalign's extra field id
      local.writeUInt16LE(padding - 4, 32 + fileName.length);
    }
    const entry = Buffer.alloc(46 + fileName.length);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(10, 4);
    entry.writeUInt16LE(10, 6);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    fileName.copy(entry, 46);
    parts.push(local, data);
    central.push(entry);
    offset += local.length + data.length;
  }
  const directory = Buffer.concat(central);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(files.length, 8);
  eocd.writeUInt16LE(files.length, 10);
  eocd.writeUInt32LE(directory.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, eocd]);
}

/** Where @mediapipe/pose is installed. */
export function mediapipePoseDir(): string {
  return dirname(createRequire(import.meta.url).resolve('@mediapipe/pose/package.json'));
}

/** A PoseLandmarker .task for one model variant, built from @mediapipe/pose's files. */
export function poseLandmarkerTask(variant: PoseModelVariant, poseDir = mediapipePoseDir()): Buffer {
  const detector = withTfliteMetadata(readFileSync(join(poseDir, 'pose_solution_packed_assets.data')), Buffer.from(POSE_DETECTOR_METADATA, 'base64'));
  const landmarks = withTfliteMetadata(readFileSync(join(poseDir, `pose_landmark_${variant}.tflite`)), Buffer.from(POSE_LANDMARKS_METADATA, 'base64'));
  return storedZip([
    { name: 'pose_detector.tflite', data: detector },
    { name: 'pose_landmarks_detector.tflite', data: landmarks },
  ]);
}

/** A short content hash for a file name (the gateway caches /assets/ for a year). */
export const contentHash = (data: Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 10);
