// The OAuth server's keys (keys.ts): derived from OAUTH_SECRET (or the JWT secret), the same in
// every process, a valid P-256 key, and a given secret checked like the platform's others.
import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '@pulse/kit/config';
import { cookieKeys, resolveOauthSecret, signingJwk } from './keys.js';

const OWN = 'an-oauth-secret-of-our-own-that-is-long-enough-1234';

describe('OAUTH_SECRET', () => {
  it('is derived from the JWT secret when unset, never equal to it', () => {
    const problems: string[] = [];
    const derived = resolveOauthSecret(undefined, 'production', 'a-production-jwt-secret-long-enough-0123456789', problems);
    expect(problems).toEqual([]);
    expect(derived).not.toBe('a-production-jwt-secret-long-enough-0123456789');
    expect(resolveOauthSecret(undefined, 'production', 'a-production-jwt-secret-long-enough-0123456789', [])).toBe(derived);
    expect(resolveOauthSecret(undefined, 'production', 'another-production-jwt-secret-long-enough-0123', [])).not.toBe(derived);
  });

  it('refuses a short one, and in production the JWT secret or a published value', () => {
    const problems: string[] = [];
    resolveOauthSecret('short', 'development', TEST_JWT_SECRET, problems);
    resolveOauthSecret(TEST_JWT_SECRET, 'production', 'x'.repeat(40), problems);
    resolveOauthSecret('y'.repeat(40), 'production', 'y'.repeat(40), problems);
    expect(problems).toEqual([
      'OAUTH_SECRET must be at least 32 characters, got 5',
      'OAUTH_SECRET must be your own (e.g. openssl rand -base64 48), not a published value nor JWT_SECRET',
      'OAUTH_SECRET must be your own (e.g. openssl rand -base64 48), not a published value nor JWT_SECRET',
    ]);
    const fine: string[] = [];
    expect(resolveOauthSecret(OWN, 'production', 'z'.repeat(40), fine)).toBe(OWN);
    expect(fine).toEqual([]);
  });
});

describe('the keys', () => {
  it('are the same from the same secret, differ from another, and sign and verify as ES256', () => {
    const jwk = signingJwk(OWN);
    expect(signingJwk(OWN)).toEqual(jwk);
    expect(signingJwk(`${OWN}-other`).d).not.toBe(jwk.d);
    expect(jwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    const key = createPrivateKey({ key: jwk, format: 'jwk' });
    const signature = sign('sha256', Buffer.from('payload'), key);
    expect(verify('sha256', Buffer.from('payload'), createPublicKey(key), signature)).toBe(true);
    expect(cookieKeys(OWN)).toEqual(cookieKeys(OWN));
    expect(cookieKeys(OWN)[0]).not.toBe(cookieKeys(`${OWN}-other`)[0]);
  });
});
