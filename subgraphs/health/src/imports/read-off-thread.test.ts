// The exports read on a worker thread (read-off-thread.ts) against the same exports read on
// this thread by importAppleExport / importSamsungExport: the same sink calls in the same
// order and the same summary; a cut file fails with the same ExportFileError; a sink that
// fails stops the reading with its own error; a missing file keeps its ENOENT (the job's
// "upload it again"); one member's exports are read one after another while another
// member's is read meanwhile. No timings: a held sink call is what keeps a reading open.
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAppleExport } from './generators/apple-export.mjs';
import { writeSamsungExport } from './generators/samsung-export.mjs';
import { importAppleExport } from './apple.js';
import { importSamsungExport } from './samsung.js';
import { readExportOffThread } from './read-off-thread.js';
import { collectingSink, type CollectingSink } from './testing.js';
import { ExportFileError } from './types.js';

const dir = mkdtempSync(join(tmpdir(), 'export-off-thread-'));
const appleZip = join(dir, 'export.zip');
const appleXml = join(dir, 'export.xml');
const samsungZip = join(dir, 'samsung.zip');
beforeAll(async () => {
  await writeAppleExport({ path: appleZip, days: 30, seed: 5, startDay: '2024-03-01' });
  await writeAppleExport({ path: appleXml, format: 'xml', days: 12, seed: 9, startDay: '2024-06-01' });
  await writeSamsungExport({ path: samsungZip, days: 10, seed: 4 });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Everything a sink was handed, in order. */
const handed = (sink: CollectingSink) => ({
  calls: sink.calls,
  samples: sink.samples,
  batches: sink.batches,
  fractions: sink.fractions,
  workouts: sink.workoutList,
});

describe('reading an export on a worker thread', () => {
  it.each([
    ['an Apple export.zip', 'apple', appleZip, importAppleExport],
    ['a bare export.xml', 'apple', appleXml, importAppleExport],
    ['a Samsung Health zip', 'samsung', samsungZip, importSamsungExport],
  ] as const)('hands over %s exactly as reading it here does', async (_name, kind, path, readHere) => {
    const here = collectingSink();
    const expected = await readHere(path, here, { batchSize: 700, flushEveryRecords: 900 });
    const there = collectingSink();
    const summary = await readExportOffThread(kind, 'member-a', path, there, { batchSize: 700, flushEveryRecords: 900 });
    expect(summary).toEqual(expected);
    expect(handed(there)).toEqual(handed(here));
    // Not an empty comparison: the file has days, minutes and (Apple) workouts.
    expect(there.calls.length).toBeGreaterThan(0);
    expect(there.samples.length).toBeGreaterThan(0);
    expect(there.samples[0].at).toBeInstanceOf(Date);
  });

  it('fails a cut file with the same ExportFileError, keeping what was handed over before', async () => {
    const cut = join(dir, 'cut.xml');
    writeFileSync(cut, readFileSync(appleXml));
    truncateSync(cut, Math.floor(readFileSync(appleXml).length * 0.7));
    const here = collectingSink();
    const hereError = await importAppleExport(cut, here).catch((error: unknown) => error);
    const there = collectingSink();
    const thereError = await readExportOffThread('apple', 'member-a', cut, there).catch((error: unknown) => error);
    expect(hereError).toBeInstanceOf(ExportFileError);
    expect(thereError).toBeInstanceOf(ExportFileError);
    expect((thereError as ExportFileError).message).toBe((hereError as ExportFileError).message);
    expect((thereError as ExportFileError).byte).toBe((hereError as ExportFileError).byte);
    expect(handed(there)).toEqual(handed(here));
  });

  it('stops with the sink’s own error, and keeps a missing file’s ENOENT', async () => {
    class Stopped extends Error {}
    const stopping = collectingSink({
      onHeartRate: async () => {
        throw new Stopped('the job is stopping');
      },
    });
    const error = await readExportOffThread('apple', 'member-a', appleZip, stopping, { batchSize: 100 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stopped);
    expect(stopping.batches).toEqual([100]);

    const gone = await readExportOffThread('apple', 'member-a', join(dir, 'nothing-here.zip'), collectingSink()).catch((e: unknown) => e);
    expect((gone as NodeJS.ErrnoException).code).toBe('ENOENT');
  });

  it("reads one member's exports one after another, and another member's meanwhile", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let heldOnce = false;
    let heldNow!: () => void;
    const held = new Promise<void>((resolve) => (heldNow = resolve));
    const first = collectingSink({
      onHeartRate: async () => {
        if (heldOnce) return;
        heldOnce = true;
        heldNow();
        await gate;
      },
    });
    const firstRead = readExportOffThread('apple', 'member-b', appleZip, first, { batchSize: 500 });
    await held;
    // The same member's second export waits for the first; another member's is read to the end meanwhile.
    const second = collectingSink();
    const secondRead = readExportOffThread('apple', 'member-b', appleXml, second);
    const other = collectingSink();
    await readExportOffThread('apple', 'member-c', appleXml, other);
    expect(other.calls.length).toBeGreaterThan(0);
    expect(second.fractions).toEqual([]);
    release();
    await firstRead;
    await secondRead;
    expect(second.calls.length).toBeGreaterThan(0);
  });
});
