// Checking a key package a device publishes, without any key that could open a message: it is
// one whole MLS message of wire format mls_key_package, of Pulse's suite, signed by the leaf it
// describes, not expired, and its basic credential names this member's device. Receivers check
// the same again; the delivery service checks first so that nobody is handed a package that
// cannot be used, or one that claims to be someone else's device.
import { decodeMlsMessage, getCiphersuiteFromName, getCiphersuiteImpl, type CiphersuiteImpl } from 'ts-mls';
import { makeKeyPackageRef, verifyKeyPackage } from 'ts-mls/keyPackage.js';
import { BadUserInputError } from '@pulse/kit';
import { E2EE_CIPHERSUITE } from '../e2ee/ciphersuite.js';
import { MlsFramingError, readMlsFraming } from '../e2ee/mls-framing.js';
import { KEY_PACKAGE_MAX_BYTES } from './limits.js';

/** The basic credential's identity of a Pulse device: who it belongs to and which device it is. */
export function deviceIdentity(userId: string, deviceId: string): string {
  return `pulse-device:v1:${userId}:${deviceId}`;
}

let suite: Promise<CiphersuiteImpl> | undefined;
/** Loaded once: the X-Wing KEM's module is only needed from the first key package on. */
const suiteImpl = () => (suite ??= getCiphersuiteImpl(getCiphersuiteFromName(E2EE_CIPHERSUITE)));

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export interface CheckedKeyPackage {
  bytes: Buffer;
  ref: Buffer;
}

/**
 * The package, checked, and its KeyPackageRef; `field` names the input for the error. The
 * signature check runs in WebCrypto (Node's thread pool), so a request of 32 costs the
 * service's thread only their decoding.
 */
export async function checkKeyPackage(base64: string, owner: { userId: string; deviceId: string }, now: Date, field: string): Promise<CheckedKeyPackage> {
  const refuse = (message: string, reason: string) => new BadUserInputError(message, field, reason);
  if (base64.length > Math.ceil(KEY_PACKAGE_MAX_BYTES / 3) * 4) throw refuse(`A key package is at most ${KEY_PACKAGE_MAX_BYTES} bytes`, 'TOO_LONG');
  if (!BASE64.test(base64) || base64.length % 4 !== 0) throw refuse('A key package is base64 of an MLS message', 'NOT_BASE64');
  const bytes = Buffer.from(base64, 'base64');
  let framing;
  try {
    framing = readMlsFraming(bytes);
  } catch (error) {
    if (error instanceof MlsFramingError) throw refuse(error.message, error.code);
    throw error;
  }
  if (framing.kind !== 'key_package') throw refuse('Not a key package', 'NOT_KEY_PACKAGE');
  if (framing.cipherSuite !== E2EE_CIPHERSUITE) throw refuse(`Key packages must use ${E2EE_CIPHERSUITE}`, 'MLS_WRONG_SUITE');
  const decoded = decodeMlsMessage(bytes, 0)![0];
  if (decoded.wireformat !== 'mls_key_package') throw refuse('Not a key package', 'NOT_KEY_PACKAGE');
  const keyPackage = decoded.keyPackage;
  const { credential, lifetime } = keyPackage.leafNode as {
    credential: { credentialType: string; identity?: Uint8Array };
    lifetime?: { notBefore: bigint; notAfter: bigint };
  };
  const expected = deviceIdentity(owner.userId, owner.deviceId);
  if (credential.credentialType !== 'basic' || Buffer.from(credential.identity ?? []).toString('utf8') !== expected) {
    throw refuse(`The key package's credential must be the basic credential "${expected}"`, 'WRONG_IDENTITY');
  }
  const seconds = BigInt(Math.floor(now.getTime() / 1000));
  if (lifetime && (lifetime.notAfter < seconds || lifetime.notBefore > seconds + 3600n)) throw refuse('The key package has expired or is not valid yet', 'EXPIRED');
  const impl = await suiteImpl();
  if (!(await verifyKeyPackage(keyPackage, impl.signature))) throw refuse("The key package's signature does not verify", 'BAD_SIGNATURE');
  return { bytes, ref: Buffer.from(await makeKeyPackageRef(keyPackage, impl.hash)) };
}
