// Reads one DICOM Part 10 file with dicom-parser: what the manifest needs (study, series,
// instance, geometry, window defaults), the patient-identifying tags (handed back apart, to be
// stored encrypted), and the file's bytes with those tags blanked, so the stored copy carries
// no identity (the values are overwritten with spaces in place: every offset stays where it
// was, so the file stays valid). Plain JavaScript: the parse worker (parse-worker.mjs) imports
// it as is, with no TypeScript loader; its types are read-dicom.d.mts.
import dicomParser from 'dicom-parser';

/** Why a file is refused; the caller turns it into the member-facing error. */
export class DicomFileError extends Error {
  /** @param {'NOT_DICOM' | 'NOT_AN_IMAGE'} reason */
  constructor(reason, message) {
    super(message);
    this.reason = reason;
  }
}

/** The patient-identifying attributes kept only encrypted (a subset of DICOM PS3.15's basic profile), by keyword. */
export const IDENTIFYING_TAGS = {
  PatientName: 'x00100010',
  PatientID: 'x00100020',
  IssuerOfPatientID: 'x00100021',
  PatientBirthDate: 'x00100030',
  PatientSex: 'x00100040',
  OtherPatientIDs: 'x00101000',
  OtherPatientNames: 'x00101001',
  PatientAge: 'x00101010',
  PatientSize: 'x00101020',
  PatientWeight: 'x00101030',
  PatientAddress: 'x00101040',
  MedicalRecordLocator: 'x00101090',
  PatientTelephoneNumbers: 'x00102154',
  EthnicGroup: 'x00102160',
  PatientComments: 'x00104000',
  AccessionNumber: 'x00080050',
  InstitutionName: 'x00080080',
  InstitutionAddress: 'x00080081',
  ReferringPhysicianName: 'x00080090',
  PerformingPhysicianName: 'x00081050',
  OperatorsName: 'x00081070',
  StudyID: 'x00200010',
};

const DEFLATED = '1.2.840.10008.1.2.1.99';

const text = (ds, tag) => {
  const value = ds.string(tag);
  return value === undefined || value === '' ? null : value;
};
const number = (ds, tag, index = 0) => {
  const element = ds.elements[tag];
  if (!element || element.length === 0) return null;
  const value = ds.floatString(tag, index);
  return value === undefined || !Number.isFinite(value) ? null : value;
};
/** `binary`: the attribute is US (Rows, Columns), else IS (text); an explicit-VR file says which itself. */
const integer = (ds, tag, binary = false) => {
  const element = ds.elements[tag];
  if (!element || element.length === 0) return null;
  const value = (element.vr ? element.vr === 'US' : binary) ? ds.uint16(tag) : ds.intString(tag);
  return value === undefined || !Number.isFinite(value) ? null : value;
};
const numbers = (ds, tag, count) => {
  const out = [];
  for (let i = 0; i < count; i++) {
    const value = number(ds, tag, i);
    if (value === null) return null;
    out.push(value);
  }
  return out;
};

/**
 * Reads `bytes` (the whole file). Throws DicomFileError for a file that is not DICOM Part 10
 * or has no image. The answer's `scrubbed` is a copy of the bytes with the identifying values
 * blanked (the input is left as it is).
 * @param {Uint8Array} bytes
 */
export function readDicom(bytes) {
  // The Part 10 preamble: 128 bytes, then "DICM". Checked first: dicom-parser's own message for
  // a JPEG or a text file is about a missing prefix, not one a member understands.
  if (bytes.length < 132 || bytes[128] !== 0x44 || bytes[129] !== 0x49 || bytes[130] !== 0x43 || bytes[131] !== 0x4d) {
    throw new DicomFileError('NOT_DICOM', 'This file is not a DICOM file (no DICM header).');
  }
  let ds;
  try {
    ds = dicomParser.parseDicom(bytes);
  } catch (error) {
    const why = error instanceof Error ? error.message : typeof error === 'string' ? error : 'unreadable';
    throw new DicomFileError('NOT_DICOM', `This file could not be read as DICOM (${String(why).slice(0, 200)}).`);
  }
  const pixelData = ds.elements.x7fe00010;
  if (!pixelData) throw new DicomFileError('NOT_AN_IMAGE', 'This DICOM file has no image in it (no pixel data).');
  const sopInstanceUid = text(ds, 'x00080018');
  const studyInstanceUid = text(ds, 'x0020000d');
  const seriesInstanceUid = text(ds, 'x0020000e');
  if (!sopInstanceUid || !studyInstanceUid || !seriesInstanceUid) {
    throw new DicomFileError('NOT_DICOM', 'This DICOM file has no study, series or instance UID.');
  }

  const patient = {};
  const scrubbed = new Uint8Array(bytes);
  const transferSyntax = text(ds, 'x00020010');
  for (const [keyword, tag] of Object.entries(IDENTIFYING_TAGS)) {
    const element = ds.elements[tag];
    if (!element || element.length === 0 || element.items) continue;
    const value = ds.string(tag);
    if (value) patient[keyword] = value;
    // A deflated body is not the bytes on disk: nothing to blank in place there.
    if (transferSyntax !== DEFLATED) scrubbed.fill(0x20, element.dataOffset, element.dataOffset + element.length);
  }

  // A window of no width (some writers put 0/0) is no suggestion: the viewer then windows by the pixels.
  const windowWidth = number(ds, 'x00281051');
  const windowed = windowWidth !== null && windowWidth > 0;
  const orientation = numbers(ds, 'x00200037', 6);
  const position = numbers(ds, 'x00200032', 3);
  return {
    info: {
      sopInstanceUid,
      studyInstanceUid,
      seriesInstanceUid,
      modality: text(ds, 'x00080060'),
      studyDate: text(ds, 'x00080020'),
      studyTime: text(ds, 'x00080030'),
      seriesDate: text(ds, 'x00080021'),
      studyDescription: text(ds, 'x00081030'),
      seriesDescription: text(ds, 'x0008103e'),
      bodyPartExamined: text(ds, 'x00180015'),
      seriesNumber: integer(ds, 'x00200011'),
      instanceNumber: integer(ds, 'x00200013'),
      sliceLocation: number(ds, 'x00201041'),
      imagePosition: position,
      imageOrientation: orientation,
      rows: integer(ds, 'x00280010', true),
      columns: integer(ds, 'x00280011', true),
      numberOfFrames: integer(ds, 'x00280008') ?? 1,
      windowCenter: windowed ? number(ds, 'x00281050') : null,
      windowWidth: windowed ? windowWidth : null,
      transferSyntax,
      patientScrubbed: transferSyntax !== DEFLATED,
    },
    patient,
    scrubbed,
  };
}
