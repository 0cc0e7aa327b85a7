// The medical messages and limits, in one place: the operations, the media routes and the REST
// table (which the gateway loads: constants only here) answer the same words.

/** The spec's scan types (section 3), as its client shows them; GraphQL spells X-Ray X_RAY. */
export const SCAN_TYPES = ['CT', 'MRI', 'X-Ray', 'Ultrasound', 'PET', 'Mammogram', 'DEXA', 'Other'] as const;
export type ScanTypeWord = (typeof SCAN_TYPES)[number];

/** The viewing presets of spec section 3 (name, window width, window center). */
export const VIEWING_PRESETS = [
  { name: 'Bone', windowWidth: 2000, windowCenter: 500 },
  { name: 'Soft Tissue', windowWidth: 400, windowCenter: 40 },
  { name: 'Lung', windowWidth: 1500, windowCenter: -600 },
  { name: 'Brain', windowWidth: 80, windowCenter: 40 },
  { name: 'Liver', windowWidth: 150, windowCenter: 30 },
  { name: 'Abdomen', windowWidth: 350, windowCenter: 50 },
] as const;

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const BODY_PART_MAX = 100;
export const FILE_NAME_MAX = 255;
export const FILE_TYPE_MAX = 100;
export const QUERY_MAX = 200;

export const SCAN_NOT_FOUND = 'Scan not found';
export const NAME_REQUIRED = 'Name is required';
export const UPLOADS_REQUIRED = 'Upload at least one DICOM file';
export const UPLOAD_NOT_FOUND = 'An upload of this scan was not found. Ask for a new upload URL and send the file again.';
export const UPLOAD_NOT_RECEIVED = 'A file of this scan was never uploaded to its upload URL.';
export const UPLOAD_ALREADY_USED = 'A file of this scan already belongs to another scan.';
export const LOGIN_TO_UPLOAD = 'Please log in to upload scans';
export const ONE_SCAN_AT_A_TIME = 'Another of your scans is still being read. Please wait for it to finish, then try again.';
export const tooManyFiles = (max: number) => `A scan has at most ${max} files`;

/** A signed upload URL that is past its time. */
export const UPLOAD_URL_EXPIRED = 'This upload URL has expired. Ask for a new one.';
/** A signed upload URL that already took its file. */
export const UPLOAD_URL_USED = 'This upload URL has already been used. Ask for a new one.';
export const UPLOAD_URL_INVALID = 'This upload URL is not valid.';
export const DOWNLOAD_URL_EXPIRED = 'This link has expired. Open the scan again.';
export const DOWNLOAD_URL_INVALID = 'This link is not valid.';
export const fileTooLarge = (max: number) => `A DICOM file may be at most ${Math.floor(max / (1024 * 1024))} MB`;
