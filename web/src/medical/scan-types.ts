// The spec's scan types as the client shows them, by their GraphQL names.
import type { MedicalScanType } from '../generated/graphql';

export const SCAN_TYPE_LABELS: Record<MedicalScanType, string> = {
  CT: 'CT',
  MRI: 'MRI',
  X_RAY: 'X-Ray',
  ULTRASOUND: 'Ultrasound',
  PET: 'PET',
  MAMMOGRAM: 'Mammogram',
  DEXA: 'DEXA',
  OTHER: 'Other',
};
export const SCAN_TYPES = Object.keys(SCAN_TYPE_LABELS) as MedicalScanType[];
