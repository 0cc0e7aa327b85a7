// What a member reads when an export cannot be imported. The parsers (apple.ts, samsung.ts,
// zip.ts) throw ExportFileError with a technical message (byte offsets, the zip library's words
// such as "End of central directory record signature not found"): that goes to the log. The
// member gets plain words that say what happened to the file and what to do next, for the device
// the file came from. This is the one place parser errors become member text: a new kind of
// parser failure (a checksum, a date out of range) either matches a rule here or gets the
// generic "make a new export" message, never the parser's jargon.
import { WearableProvider } from '../wearables/devices.js';
import type { ExportFileError } from './types.js';

/** How to make a fresh export, per device (the same steps the import dialog shows). */
const HOW_TO_EXPORT: Partial<Record<WearableProvider, { file: string; steps: string }>> = {
  [WearableProvider.APPLE_WATCH]: {
    file: 'export.zip',
    steps: 'On your iPhone open the Health app, tap your profile picture, then Export All Health Data',
  },
  [WearableProvider.SAMSUNG]: {
    file: 'zip',
    steps: 'On your phone open Samsung Health, then Settings → Download personal data',
  },
};

export type ImportFailure = 'incomplete' | 'not-an-export' | 'checksum' | 'damaged';

/** zip.ts's damagedEntry: an entry whose bytes do not match the CRC-32 the zip records. */
const CHECKSUM = /^The export file is damaged: (.+) does not match its checksum/;

/** Which kind of failure a parser's message describes (its prefixes are tested in apple/samsung tests). */
export function importFailureOf(error: ExportFileError): ImportFailure {
  const m = error.message;
  if (/^The export file is incomplete/.test(m)) return 'incomplete';
  if (/^This is not an? |^This zip has no /.test(m)) return 'not-an-export';
  if (CHECKSUM.test(m)) return 'checksum';
  return 'damaged';
}

/** The member's words for an export that could not be imported, ending with what to do. */
export function memberImportMessage(error: ExportFileError, provider: WearableProvider): string {
  const how = HOW_TO_EXPORT[provider] ?? HOW_TO_EXPORT[WearableProvider.APPLE_WATCH]!;
  const again = `${how.steps}, wait until the export is finished, and import the new ${how.file}.`;
  const kept = error.byte > 0 ? ' The days read before that point are kept.' : '';
  switch (importFailureOf(error)) {
    case 'incomplete':
      return `This export file is cut short: it ends before the end of the export, as happens when a download, copy or upload stops early.${kept} ${again}`;
    case 'not-an-export':
      return provider === WearableProvider.SAMSUNG ? `This file is not a Samsung Health export. ${again}` : `This file is not an Apple Health export. ${again}`;
    case 'checksum':
      return `This export file is damaged: ${CHECKSUM.exec(error.message)![1]} does not match its checksum, as happens when a download or copy goes wrong.${kept} ${again}`;
    case 'damaged':
      return `This export file is damaged and could not be read.${kept} ${again}`;
  }
}
