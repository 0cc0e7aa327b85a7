// Wearable keys at rest: AES-256-GCM round trip, a fresh nonce each time, tampering and a wrong
// key detected, and the hint shows four characters only.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, keyHintOf } from './crypto.js';

describe('crypto', () => {
  const secret = randomBytes(32);

  it('round-trips and never stores the plain key', () => {
    const stored = encryptSecret(secret, 'oura-personal-token-9f2c');
    expect(stored.includes(Buffer.from('oura-personal-token-9f2c'))).toBe(false);
    expect(decryptSecret(secret, stored)).toBe('oura-personal-token-9f2c');
    expect(encryptSecret(secret, 'same').equals(encryptSecret(secret, 'same'))).toBe(false);
  });

  it('refuses a tampered value or another key', () => {
    const stored = encryptSecret(secret, 'token');
    const tampered = Buffer.from(stored);
    tampered[tampered.length - 1] ^= 1;
    expect(() => decryptSecret(secret, tampered)).toThrow();
    expect(() => decryptSecret(randomBytes(32), stored)).toThrow();
    expect(() => decryptSecret(secret, Buffer.from('short'))).toThrow(/not a value/);
  });

  it('hints with the last four characters only', () => {
    expect(keyHintOf('test_whoop_12345')).toBe('2345');
    expect(keyHintOf('abcd')).toBe('');
  });
});
