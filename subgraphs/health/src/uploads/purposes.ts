// What may be uploaded for what. A file's type is decided from its first bytes, never from
// its name or the Content-Type the client claims: a renamed executable is not a GPX file.
// An exercise video is the form analyzer's (issue 21): analysed in the browser, then stored
// with its result (recordExerciseAnalysis takes its /media URL).
import { SNIFF_BYTES, detectMediaType, type AllowedType } from '@pulse/kit/media';

export const UPLOAD_PURPOSES = ['meal-image', 'activity', 'export', 'exercise-video'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const isUploadPurpose = (value: string): value is UploadPurpose => (UPLOAD_PURPOSES as readonly string[]).includes(value);

/** "meal-image, activity, export or exercise-video", for the messages that list them. */
export const PURPOSE_LIST = `${UPLOAD_PURPOSES.slice(0, -1).join(', ')} or ${UPLOAD_PURPOSES[UPLOAD_PURPOSES.length - 1]}`;

/** The spec's meal-photo rules (section 5), verbatim. */
export const NOT_AN_IMAGE = 'Please upload an image file';
export const IMAGE_TOO_LARGE = 'Image must be less than 5MB';
export const MEAL_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The spec's form-analyzer rule (section 5), verbatim, and its video limit (section 9: videos 100MB, 'File too large'). */
export const NOT_A_VIDEO = 'Please select a valid video file.';
export const VIDEO_TOO_LARGE = 'File too large';
export const EXERCISE_VIDEO_MAX_BYTES = 100 * 1024 * 1024;
/** A FIT file of a 24-hour ride is about 5 MB; GPX of the same is larger but well under this. */
export const ACTIVITY_MAX_BYTES = 50 * 1024 * 1024;

export interface SniffedType {
  contentType: string;
  extension: string;
  /** Set for images: kit's type, which the image is re-encoded by. */
  image?: AllowedType;
}

export interface PurposeRule {
  maxBytes: (importMaxBytes: number) => number;
  tooLarge: (importMaxBytes: number) => string;
  wrongType: string;
  sniff: (head: Buffer) => Promise<SniffedType | null>;
}

const text = (head: Buffer) =>
  head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();

/**
 * An XML document whose root element is one of `roots`, seen in its first bytes: the element
 * itself, or the DOCTYPE that names it (Apple's export.xml opens with a DTD longer than the
 * bytes sniffed).
 */
function xmlRoot(head: Buffer, roots: readonly string[]): string | null {
  const start = text(head);
  if (!start.startsWith('<')) return null;
  return roots.find((root) => new RegExp(`<(?:!DOCTYPE\\s+)?${root}[\\s>/\\[]`).test(start)) ?? null;
}

/** 4294967296 -> "4 GB", 52428800 -> "50 MB", 65536 -> "64 KB". */
const sizeText = (bytes: number) => {
  const [unit, size] = bytes >= 1024 ** 3 ? ['GB', 1024 ** 3] : bytes >= 1024 ** 2 ? ['MB', 1024 ** 2] : ['KB', 1024];
  return `${+(bytes / (size as number)).toFixed(1)} ${unit}`;
};

export const PURPOSES: Record<UploadPurpose, PurposeRule> = {
  'meal-image': {
    maxBytes: () => MEAL_IMAGE_MAX_BYTES,
    tooLarge: () => IMAGE_TOO_LARGE,
    wrongType: NOT_AN_IMAGE,
    sniff: async (head) => {
      const type = await detectMediaType(head);
      return type?.kind === 'IMAGE' ? { contentType: type.contentType, extension: type.extension, image: type } : null;
    },
  },
  activity: {
    maxBytes: () => ACTIVITY_MAX_BYTES,
    tooLarge: () => 'Activity files must be 50 MB or smaller',
    wrongType: 'Please upload a GPX, TCX or FIT file',
    sniff: async (head) => {
      // FIT: a 12- or 14-byte header whose bytes 8-11 read ".FIT".
      if (head.length >= 12 && (head[0] === 12 || head[0] === 14) && head.toString('latin1', 8, 12) === '.FIT') {
        return { contentType: 'application/vnd.ant.fit', extension: 'fit' };
      }
      const root = xmlRoot(head, ['gpx', 'TrainingCenterDatabase']);
      if (root === 'gpx') return { contentType: 'application/gpx+xml', extension: 'gpx' };
      if (root) return { contentType: 'application/vnd.garmin.tcx+xml', extension: 'tcx' };
      return null;
    },
  },
  'exercise-video': {
    maxBytes: () => EXERCISE_VIDEO_MAX_BYTES,
    tooLarge: () => VIDEO_TOO_LARGE,
    wrongType: NOT_A_VIDEO,
    // MP4, WebM (what MediaRecorder records) or QuickTime, judged from the bytes; stored as it came.
    sniff: async (head) => {
      const type = await detectMediaType(head);
      return type?.kind === 'VIDEO' ? { contentType: type.contentType, extension: type.extension } : null;
    },
  },
  export: {
    maxBytes: (importMaxBytes) => importMaxBytes,
    tooLarge: (importMaxBytes) => `Health exports must be ${sizeText(importMaxBytes)} or smaller`,
    wrongType: "Please upload Apple Health's export.zip (or its export.xml) or Samsung Health's export zip",
    sniff: async (head) => {
      if (head.length >= 4 && head.readUInt32LE(0) === 0x04034b50) return { contentType: 'application/zip', extension: 'zip' };
      if (xmlRoot(head, ['HealthData'])) return { contentType: 'application/xml', extension: 'xml' };
      return null;
    },
  },
};

export { SNIFF_BYTES };
