// The OAuth server's own keys (docs/developer-platform.md): an ES256 key signing ID tokens and
// the keys signing its cookies, all derived from OAUTH_SECRET, never oidc-provider's published
// development keys. Unset, OAUTH_SECRET is derived from the JWT secret under its own label (an
// HMAC: knowing the OAuth keys reveals nothing of the JWT secret), so a deployment needs no new
// secret; set, it must be its own (at least 32 characters, not JWT_SECRET, not a published value).
import { createECDH, createHmac } from 'node:crypto';
import { KNOWN_DEVELOPMENT_SECRETS, MIN_SECRET_LENGTH, type NodeEnv } from '@pulse/kit/config';

export function resolveOauthSecret(given: string | undefined, nodeEnv: NodeEnv, jwtSecret: string, problems: string[]): string {
  if (given !== undefined) {
    if (given.length < MIN_SECRET_LENGTH) problems.push(`OAUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters, got ${given.length}`);
    else if (nodeEnv === 'production' && (KNOWN_DEVELOPMENT_SECRETS.has(given) || given === jwtSecret))
      problems.push('OAUTH_SECRET must be your own (e.g. openssl rand -base64 48), not a published value nor JWT_SECRET');
    return given;
  }
  return createHmac('sha256', jwtSecret).update('pulse oauth server').digest('base64url');
}

const derive = (secret: string, purpose: string): Buffer => createHmac('sha256', secret).update(purpose).digest();

/** The P-256 signing key as a private JWK (the same in every process with the same secret). */
export function signingJwk(secret: string): Record<string, string> {
  const ecdh = createECDH('prime256v1');
  // A 256-bit HMAC output is below the curve order with overwhelming probability; the counter
  // moves on in the negligible case it is not (setPrivateKey throws).
  for (let i = 0; ; i++) {
    const d = derive(secret, `id-token-signing-key ${i}`);
    try {
      ecdh.setPrivateKey(d);
    } catch {
      continue;
    }
    const pub = ecdh.getPublicKey();
    return {
      kty: 'EC',
      crv: 'P-256',
      alg: 'ES256',
      use: 'sig',
      kid: derive(secret, 'kid').subarray(0, 12).toString('base64url'),
      d: d.toString('base64url'),
      x: pub.subarray(1, 33).toString('base64url'),
      y: pub.subarray(33, 65).toString('base64url'),
    };
  }
}

export const cookieKeys = (secret: string): string[] => [derive(secret, 'cookie-signing-key').toString('base64url')];
