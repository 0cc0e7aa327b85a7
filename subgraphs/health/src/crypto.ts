// Secrets members hand us (wearable API keys) are stored encrypted: AES-256-GCM with the key of
// HEALTH_KEY_SECRET (config.ts), a fresh 12-byte nonce per value, and the tag checked on the way
// out, so a row copied from a backup or edited by hand fails loudly instead of decrypting to
// garbage. Stored layout (bytea): version byte 1 | nonce (12) | tag (16) | ciphertext.
// Answers only ever show keyHintOf(key): the last four characters.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 1;
const NONCE = 12;
const TAG = 16;

export function encryptSecret(secret: Buffer, plain: string): Buffer {
  if (secret.length !== 32) throw new Error('the key secret must be 32 bytes');
  const nonce = randomBytes(NONCE);
  const cipher = createCipheriv('aes-256-gcm', secret, nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), nonce, cipher.getAuthTag(), body]);
}

export function decryptSecret(secret: Buffer, stored: Buffer): string {
  if (stored.length < 1 + NONCE + TAG || stored[0] !== VERSION) throw new Error('not a value encrypted by encryptSecret');
  const nonce = stored.subarray(1, 1 + NONCE);
  const tag = stored.subarray(1 + NONCE, 1 + NONCE + TAG);
  const decipher = createDecipheriv('aes-256-gcm', secret, nonce);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(stored.subarray(1 + NONCE + TAG)), decipher.final()]).toString('utf8');
}

/** What answers show of a key: its last four characters (shorter keys show nothing useful, so all of it is masked). */
export function keyHintOf(key: string): string {
  return key.length > 4 ? key.slice(-4) : '';
}
