// The key backup's limits (docs/e2ee.md, "Key backup as built"). The server keeps ciphertext it
// cannot open; these bound what one member can store and how fast.

/** The only key derivation the web offers (WebCrypto); named so a later one can be added. */
export const BACKUP_KDF = 'PBKDF2-SHA256';
export const MIN_ITERATIONS = 100_000;
export const MAX_ITERATIONS = 10_000_000;
export const SALT_MIN_BYTES = 16;
export const SALT_MAX_BYTES = 64;
/** The encrypted check value: IV, a short known text and the tag. */
export const CHECK_MAX_BYTES = 256;
/** One segment: IV, the encrypted history of a few messages, the tag. */
export const SEGMENT_MAX_BYTES = 48 * 1024;
export const SEGMENTS_PER_REQUEST = 20;
/** Segments a member may keep; the oldest go first past it. */
export const SEGMENTS_PER_MEMBER = 20_000;
export const SEGMENT_WRITES_PER_HOUR = 600;
export const SEGMENTS_PAGE_MAX = 100;
export const TOO_MANY_SEGMENT_WRITES = 'Too many key backup writes. Please try again later.';
