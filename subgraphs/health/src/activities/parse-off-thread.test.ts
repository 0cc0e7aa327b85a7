// Activity files parsed on a worker thread answer exactly what parsing in the process does:
// the same track, the same member-facing message for a broken file; several at once all
// finish (two run, the rest wait their turn); a lost file is an internal failure, not the member's.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ActivityFileError, parseActivity } from './formats.js';
import { parseActivityOffThread } from './parse-off-thread.js';
import { fitFile, gpxFile, northwardRun, tcxFile } from './testing/activity-files.js';

const dir = mkdtempSync(join(tmpdir(), 'pulse-activity-worker-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, bytes: Uint8Array | string) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};
const run = northwardRun(
  20,
  Array.from({ length: 21 }, (_, i) => 10 + i),
);

describe('parseActivityOffThread', () => {
  it('answers what parseActivity answers, for GPX, TCX and FIT', async () => {
    for (const [name, bytes] of [
      ['run.gpx', gpxFile(run)],
      ['run.tcx', tcxFile(run, { calories: 321 })],
      ['run.fit', fitFile(run, { calories: 321, strides: 1000 })],
    ] as const) {
      const inProcess = await parseActivity(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes);
      expect(await parseActivityOffThread(file(name, bytes)), name).toEqual(inProcess);
      expect(inProcess.points.length, name).toBe(21);
    }
  });

  it("keeps a broken file's message for the member", async () => {
    const broken = gpxFile(run).replace('</trkseg>', '</trkseg');
    const expected = await parseActivity(new TextEncoder().encode(broken)).catch((e: unknown) => e);
    const error = await parseActivityOffThread(file('broken.gpx', broken)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ActivityFileError);
    expect((error as Error).message).toBe((expected as Error).message);
    expect((error as Error).message).toMatch(/^This GPX file could not be read \(line \d+\)$/);
  });

  it('finishes every file when more arrive than parse at once', async () => {
    const path = file('many.gpx', gpxFile(run));
    const all = await Promise.all(Array.from({ length: 5 }, () => parseActivityOffThread(path)));
    expect(all.map((parsed) => parsed.points.length)).toEqual([21, 21, 21, 21, 21]);
  });

  it('fails a lost file as an internal error, not as the member’s file', async () => {
    const error = await parseActivityOffThread(join(dir, 'gone.gpx')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ActivityFileError);
    expect((error as Error).message).toMatch(/Reading the activity file failed: .*ENOENT/);
  });
});
