// The envelopes' limits. A message's payload is padded to a multiple of 256 bytes before
// encryption (docs/e2ee.md); a text message of the longest body the spec allows, its reply
// quote and padding stay well under this. 48 KiB is 65,536 characters of base64: the edge's
// limit for any string (kit input/strings.ts).
export const ENVELOPE_MAX_BYTES = 48 * 1024;
/** Epochs before the group's current one whose messages are still taken (ts-mls keeps their keys). */
export const EPOCHS_RETAINED = 4;
