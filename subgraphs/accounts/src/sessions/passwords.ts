import argon2 from 'argon2';

/** argon2id's cost (accounts' config): 64 MiB and 3 passes unless configured. */
export interface PasswordHashCost {
  memoryKib: number;
  passes: number;
}

// The cost is stored inside each hash, so verifying reads it from there: changing the
// configuration affects new hashes only.
export function hashPassword(password: string, cost: PasswordHashCost): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: cost.memoryKib, timeCost: cost.passes });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the email is unknown keeps both failures equally slow (the
// dummy is hashed at the configured cost, like every member's).
const dummyHashes = new Map<string, Promise<string>>();
export async function burnPasswordCheck(password: string, cost: PasswordHashCost): Promise<void> {
  const key = `${cost.memoryKib}:${cost.passes}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) dummyHashes.set(key, (dummy = hashPassword('not-a-real-password-0', cost)));
  await verifyPassword(await dummy, password);
}
