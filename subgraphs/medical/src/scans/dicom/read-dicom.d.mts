// Types of read-dicom.mjs (plain JavaScript, so the parse worker needs no TypeScript loader).
export class DicomFileError extends Error {
  constructor(reason: 'NOT_DICOM' | 'NOT_AN_IMAGE', message: string);
  readonly reason: 'NOT_DICOM' | 'NOT_AN_IMAGE';
}

export const IDENTIFYING_TAGS: Readonly<Record<string, string>>;

export interface DicomInfo {
  sopInstanceUid: string;
  studyInstanceUid: string;
  seriesInstanceUid: string;
  modality: string | null;
  studyDate: string | null;
  studyTime: string | null;
  seriesDate: string | null;
  studyDescription: string | null;
  seriesDescription: string | null;
  bodyPartExamined: string | null;
  seriesNumber: number | null;
  instanceNumber: number | null;
  sliceLocation: number | null;
  imagePosition: number[] | null;
  imageOrientation: number[] | null;
  rows: number | null;
  columns: number | null;
  numberOfFrames: number;
  windowCenter: number | null;
  windowWidth: number | null;
  transferSyntax: string | null;
  /** False for a deflated file: its identifying values could not be blanked in place. */
  patientScrubbed: boolean;
}

export interface ReadDicom {
  info: DicomInfo;
  /** The identifying tags present, by keyword (kept only encrypted). */
  patient: Record<string, string>;
  /** A copy of the file with the identifying values blanked. */
  scrubbed: Uint8Array;
}

export function readDicom(bytes: Uint8Array): ReadDicom;
