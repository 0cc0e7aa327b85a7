// The delivery service's limits on handshakes. A suite-83 commit adding one device is about
// 2.9 kB (it carries the device's 2.7 kB key package) and its welcome 1.6 kB; each further
// device adds about as much again.

/** One commit, welcome or GroupInfo, in bytes: 65,536 characters of base64, the edge's limit for any string. */
export const HANDSHAKE_MAX_BYTES = 48 * 1024;
/** Devices one commit may add (about 36 kB of commit): a client adds more in several commits. */
export const ADDED_DEVICES_MAX = 12;
/** Handshakes one read answers; a device further behind reads again from the last epoch it got. */
export const HANDSHAKES_PAGE = 100;
