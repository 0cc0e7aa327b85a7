// Medical's stored files are `m-<id>.dcm` (the registry's keyPrefix: the gateway sends their downloads here).
export const KEY_PREFIX = 'm-';
export const DICOM_CONTENT_TYPE = 'application/dicom';
