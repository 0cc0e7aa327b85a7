// Meal image limits shared by the operations and the REST rows (kept free of service code:
// the gateway imports rest.ts).
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** A 5 MB image as base64 is ~6.7 MB; the argument's declared maximum (and so the operation guard's). */
export const IMAGE_DATA_URL_MAX = 7_000_000;
