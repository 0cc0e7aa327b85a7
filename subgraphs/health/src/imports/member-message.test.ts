// The member's words for an export that cannot be imported, from the parsers' real failures
// (a zip cut short, a file that is no export, damaged bytes): never the zip library's or the
// XML parser's jargon, always what to do next for the device the file came from.
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WearableProvider } from '../wearables/devices.js';
import { importAppleExport } from './apple.js';
import { writeAppleExport } from './generators/apple-export.mjs';
import { writeSamsungExport } from './generators/samsung-export.mjs';
import { importFailureOf, memberImportMessage } from './member-message.js';
import { importSamsungExport } from './samsung.js';
import { collectingSink } from './testing.js';
import { ExportFileError } from './types.js';
import { damagedEntry } from './zip.js';

const dir = mkdtempSync(join(tmpdir(), 'member-message-'));
const appleZip = join(dir, 'export.zip');
const samsungZip = join(dir, 'samsung.zip');
beforeAll(async () => {
  await writeAppleExport({ path: appleZip, days: 20, seed: 3 });
  await writeSamsungExport({ path: samsungZip, days: 10, seed: 3 });
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function failureOf(read: Promise<unknown>): Promise<ExportFileError> {
  const error = await read.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ExportFileError);
  return error as ExportFileError;
}

const JARGON = /central directory|signature|byte \d|<\w+>|zlib|invalid|unexpected/i;
const APPLE_STEPS =
  'On your iPhone open the Health app, tap your profile picture, then Export All Health Data, wait until the export is finished, and import the new export.zip.';
const SAMSUNG_STEPS = 'On your phone open Samsung Health, then Settings → Download personal data, wait until the export is finished, and import the new zip.';

describe('memberImportMessage', () => {
  it('says a truncated Apple zip is cut short and how to make a new export (not "End of central directory record signature not found")', async () => {
    const cut = join(dir, 'cut.zip');
    writeFileSync(cut, readFileSync(appleZip));
    truncateSync(cut, 20_000);
    const error = await failureOf(importAppleExport(cut, collectingSink()));
    expect(error.message).toMatch(/central directory/i);
    expect(importFailureOf(error)).toBe('incomplete');
    const text = memberImportMessage(error, WearableProvider.APPLE_WATCH);
    expect(text).toMatch(/^This export file is cut short: /);
    expect(text.endsWith(APPLE_STEPS)).toBe(true);
    expect(text).not.toMatch(JARGON);
  });

  it('says a truncated Samsung zip is cut short, with Samsung Health’s steps', async () => {
    const cut = join(dir, 'cut-samsung.zip');
    writeFileSync(cut, readFileSync(samsungZip));
    truncateSync(cut, 3000);
    const text = memberImportMessage(await failureOf(importSamsungExport(cut, collectingSink())), WearableProvider.SAMSUNG);
    expect(text).toMatch(/^This export file is cut short: /);
    expect(text.endsWith(SAMSUNG_STEPS)).toBe(true);
    expect(text).not.toMatch(JARGON);
  });

  it('says a file that is not an export is not one, for each device', async () => {
    const notes = join(dir, 'notes.zip');
    writeFileSync(notes, 'steps: a lot\n');
    expect(memberImportMessage(await failureOf(importAppleExport(notes, collectingSink())), WearableProvider.APPLE_WATCH)).toBe(
      `This file is not an Apple Health export. ${APPLE_STEPS}`,
    );
    // An Apple export given as Samsung's: a zip with none of Samsung's CSV files.
    expect(memberImportMessage(await failureOf(importSamsungExport(appleZip, collectingSink())), WearableProvider.SAMSUNG)).toBe(
      `This file is not a Samsung Health export. ${SAMSUNG_STEPS}`,
    );
  });

  it('says damaged bytes are damaged, keeping the days read before', async () => {
    const damaged = readFileSync(appleZip);
    damaged.fill(0x55, 60_000, 61_000);
    const path = join(dir, 'damaged.zip');
    writeFileSync(path, damaged);
    const error = await failureOf(importAppleExport(path, collectingSink()));
    const text = memberImportMessage(error, WearableProvider.APPLE_WATCH);
    expect(text).toMatch(/^This export file (is damaged and could not be read|is cut short: .*)\. The days read before that point are kept\. /);
    expect(text).not.toMatch(JARGON);
  });

  it("names the file whose checksum does not match, with the device's steps (zip.ts checks every entry's CRC-32)", () => {
    const error = new ExportFileError(damagedEntry('apple_health_export/export.xml'), 4096);
    expect(importFailureOf(error)).toBe('checksum');
    expect(memberImportMessage(error, WearableProvider.APPLE_WATCH)).toBe(
      `This export file is damaged: export.xml does not match its checksum, as happens when a download or copy goes wrong. The days read before that point are kept. ${APPLE_STEPS}`,
    );
    expect(memberImportMessage(new ExportFileError(damagedEntry('x/sleep.csv'), 0), WearableProvider.SAMSUNG)).toBe(
      `This export file is damaged: sleep.csv does not match its checksum, as happens when a download or copy goes wrong. ${SAMSUNG_STEPS}`,
    );
  });
});
