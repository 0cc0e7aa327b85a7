// The two signing keys: sessions (JWT_SECRET) and call-join tokens (CALL_TOKEN_SECRET).
// Development needs neither set: the JWT secret is generated once under the data directory
// (the start script does it before any child starts, so all agree) and the call-token key is
// derived from it. Production must bring its own, and refuses any value this repository
// publishes, since anyone could sign tokens with those.
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type NodeEnv = 'development' | 'production' | 'test';

export const MIN_SECRET_LENGTH = 32;

/** The session key every test signs with (kit/src/testing). */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** The development call-token key: its own key (a session token never passes as one), yet nothing more to configure. */
export function deriveCallTokenSecret(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('pulse call-join tokens').digest('base64url');
}

/**
 * Values published in this repository (tests, examples). Production refuses them as either
 * secret; keep examples in the README and docker-compose.yml out of here by not writing any.
 */
export const KNOWN_DEVELOPMENT_SECRETS: ReadonlySet<string> = new Set([TEST_JWT_SECRET, deriveCallTokenSecret(TEST_JWT_SECRET)]);

/** The file under the data directory that keeps the development JWT secret across restarts. */
export const DEVELOPMENT_JWT_SECRET_FILE = 'jwt-secret';

function checkGiven(name: string, value: string, nodeEnv: NodeEnv, problems: string[]): void {
  if (value.length < MIN_SECRET_LENGTH) {
    problems.push(`${name} must be at least ${MIN_SECRET_LENGTH} characters, got ${value.length}`);
  } else if (nodeEnv === 'production' && KNOWN_DEVELOPMENT_SECRETS.has(value)) {
    problems.push(`${name} is a development value published in this repository; production needs its own (e.g. openssl rand -base64 48)`);
  }
}

/** Reads the development secret, creating it first when no process has yet. */
export function developmentJwtSecret(dataDir: string): string {
  const file = join(dataDir, DEVELOPMENT_JWT_SECRET_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx': when two processes start at once, the second reads what the first wrote.
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
}

/** JWT_SECRET as given (checked), or in development the generated one. */
export function resolveJwtSecret(given: string | undefined, nodeEnv: NodeEnv, dataDir: string, problems: string[]): string {
  if (given !== undefined) {
    checkGiven('JWT_SECRET', given, nodeEnv, problems);
    return given;
  }
  if (nodeEnv === 'production') {
    problems.push('JWT_SECRET is required in production');
    return '';
  }
  return developmentJwtSecret(dataDir);
}

/**
 * CALL_TOKEN_SECRET as given (checked), or in development derived from the development JWT
 * secret (`jwtSecret` is only called then, so the sfu never needs JWT_SECRET in production).
 */
export function resolveCallTokenSecret(given: string | undefined, nodeEnv: NodeEnv, jwtSecret: () => string, problems: string[]): string {
  if (given !== undefined) {
    checkGiven('CALL_TOKEN_SECRET', given, nodeEnv, problems);
    return given;
  }
  if (nodeEnv === 'production') {
    problems.push('CALL_TOKEN_SECRET is required in production (the same value for messaging, the gateway and the sfu)');
    return '';
  }
  return deriveCallTokenSecret(jwtSecret());
}

/** Where a process holds both keys: production keeps them apart, or a session token could pass as a call token. */
export function checkSecretsDiffer(jwtSecret: string, callTokenSecret: string, nodeEnv: NodeEnv, problems: string[]): void {
  if (nodeEnv === 'production' && jwtSecret && jwtSecret === callTokenSecret) {
    problems.push('CALL_TOKEN_SECRET must differ from JWT_SECRET');
  }
}
