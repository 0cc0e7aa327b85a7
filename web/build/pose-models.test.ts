// The .task files the analyzer loads, built from @mediapipe/pose: an uncompressed zip of the two
// models, each carrying the official TFLITE_METADATA next to what it had, tensor data aligned.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { POSE_DETECTOR_METADATA, POSE_LANDMARKS_METADATA } from './pose-metadata.js';
import { mediapipePoseDir, poseLandmarkerTask, storedZip, tfliteMetadata, withTfliteMetadata } from './pose-models.js';

/** The entries of a stored zip: name, where the data starts, and the data. */
function unzip(zip: Buffer): { name: string; at: number; data: Buffer }[] {
  const entries = [];
  for (let at = 0; zip.readUInt32LE(at) === 0x04034b50;) {
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const start = at + 30 + nameLength + zip.readUInt16LE(at + 28);
    expect(zip.readUInt16LE(at + 8), 'stored, not compressed').toBe(0);
    entries.push({ name: zip.toString('utf8', at + 30, at + 30 + nameLength), at: start, data: zip.subarray(start, start + size) });
    at = start + size;
  }
  return entries;
}

describe('PoseLandmarker .task files from @mediapipe/pose', () => {
  it('are a stored zip of the detector and the landmarks model, each with its TFLITE_METADATA', () => {
    const task = poseLandmarkerTask('lite');
    const [detector, landmarks] = unzip(task);
    expect([detector.name, landmarks.name]).toEqual(['pose_detector.tflite', 'pose_landmarks_detector.tflite']);
    for (const { at } of [detector, landmarks]) expect(at % 64).toBe(0);
    expect(tfliteMetadata(detector.data).get('TFLITE_METADATA')).toEqual(Buffer.from(POSE_DETECTOR_METADATA, 'base64'));
    expect(tfliteMetadata(landmarks.data).get('TFLITE_METADATA')).toEqual(Buffer.from(POSE_LANDMARKS_METADATA, 'base64'));
    // What the models had is kept.
    expect([...tfliteMetadata(landmarks.data).keys()]).toEqual(['min_runtime_version', 'reduced_precision_support', 'TFLITE_METADATA']);
  });

  it('keep the original model byte for byte, 64-byte aligned, behind the new root table', () => {
    const original = readFileSync(join(mediapipePoseDir(), 'pose_landmark_lite.tflite'));
    const patched = withTfliteMetadata(original, Buffer.from('metadata'));
    const at = patched.indexOf(original);
    expect(at).toBeGreaterThan(0);
    expect(at % 64).toBe(0);
    expect(patched.toString('latin1', 4, 8)).toBe('TFL3');
    expect(() => withTfliteMetadata(patched, Buffer.from('again'))).toThrow('already has TFLITE_METADATA');
  });

  it('is a zip other tools read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pose-task-'));
    writeFileSync(
      join(dir, 'a.zip'),
      storedZip([
        { name: 'one.txt', data: Buffer.from('one') },
        { name: 'two.txt', data: Buffer.from('two!') },
      ]),
    );
    let listing = '';
    try {
      listing = execFileSync('unzip', ['-t', join(dir, 'a.zip')], { encoding: 'utf8' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // no unzip on this machine
      throw error;
    }
    expect(listing).toContain('No errors detected');
  });
});
