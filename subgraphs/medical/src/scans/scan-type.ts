// The spec's scan types and how a file's DICOM Modality (PS3.3 C.7.3.1.1.1) maps to them.
// No entity here: the REST table (which the gateway loads) reads it too.
import { registerEnumType } from 'type-graphql';

/** Values are the spec's words (stored as they are); GraphQL names them CT, MRI, X_RAY... */
export enum MedicalScanType {
  CT = 'CT',
  MRI = 'MRI',
  X_RAY = 'X-Ray',
  ULTRASOUND = 'Ultrasound',
  PET = 'PET',
  MAMMOGRAM = 'Mammogram',
  DEXA = 'DEXA',
  OTHER = 'Other',
}
registerEnumType(MedicalScanType, {
  name: 'MedicalScanType',
  description: "The spec's scan types; a scan's comes from its files' DICOM Modality unless the member names one.",
});

const BY_MODALITY: Record<string, MedicalScanType> = {
  CT: MedicalScanType.CT,
  MR: MedicalScanType.MRI,
  // Radiography: computed, digital, radio fluoroscopy, angiography, panoramic, intra-oral.
  CR: MedicalScanType.X_RAY,
  DX: MedicalScanType.X_RAY,
  DR: MedicalScanType.X_RAY,
  RF: MedicalScanType.X_RAY,
  XA: MedicalScanType.X_RAY,
  RG: MedicalScanType.X_RAY,
  PX: MedicalScanType.X_RAY,
  IO: MedicalScanType.X_RAY,
  US: MedicalScanType.ULTRASOUND,
  PT: MedicalScanType.PET,
  MG: MedicalScanType.MAMMOGRAM,
  // Bone densitometry (DEXA) is BMD in DICOM; some devices write DXA.
  BMD: MedicalScanType.DEXA,
  DXA: MedicalScanType.DEXA,
};

/** The spec's type of a DICOM Modality (Other for anything it has no word for: NM, OT, SC...). */
export function scanTypeOfModality(modality: string | null | undefined): MedicalScanType {
  return BY_MODALITY[(modality ?? '').trim().toUpperCase()] ?? MedicalScanType.OTHER;
}
