// The delivery service's limits on devices and key packages (docs/e2ee.md, "Key packages").
// A suite-83 key package is about 2.7 kB; the byte limit leaves room for extensions.

/** Devices a member may have at once; a removed one frees its place. */
export const MAX_DEVICES = 10;
export const DEVICE_NAME_MAX = 64;
/** Key packages one publishKeyPackages (or registerDevice) takes. */
export const KEY_PACKAGES_PER_REQUEST = 32;
/** Ordinary key packages a device may have waiting; a device keeps 20 and tops up below 5. */
export const KEY_PACKAGES_PER_DEVICE = 100;
export const KEY_PACKAGE_MAX_BYTES = 8 * 1024;
/** Devices one claimKeyPackages hands packages of (a conversation's members' devices). */
export const CLAIM_DEVICES_MAX = 64;
/**
 * Claims one member may make in an hour. A claim takes other members' packages, so without a
 * bound one participant could drain theirs (the last-resort package would still add them, with
 * weaker forward secrecy until their first update). Adding devices needs a few claims a day.
 */
export const CLAIMS_PER_HOUR = 100;
export const TOO_MANY_CLAIMS = 'Too many key package claims. Please try again later.';
