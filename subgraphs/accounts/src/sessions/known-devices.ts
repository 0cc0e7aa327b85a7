// A device that signed in before: on every successful sign-in the server hands the client
// an opaque random id (AuthPayload.deviceId) and keeps only its hash, per account. A client
// that sends it back with a later login (LoginInput.deviceId) is counted apart from
// everyone else trying that account, so strangers hammering the account from elsewhere
// cannot lock its owner out of the devices they already use.
import { createHash, randomBytes } from 'node:crypto';
import type { SubgraphContext } from '@pulse/kit';

/** Devices remembered per account; signing in on one more forgets the least recently used. */
export const MAX_KNOWN_DEVICES = 20;

const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

export function hashDeviceId(deviceId: string): string {
  return createHash('sha256').update(deviceId).digest('hex');
}

/** The hash of a well-formed device id, or null for anything else (no device, or garbage). */
export function deviceHashOf(deviceId: string | null | undefined): string | null {
  return deviceId && DEVICE_ID.test(deviceId) ? hashDeviceId(deviceId) : null;
}

export async function isKnownDevice(ctx: SubgraphContext, userId: string, hash: string): Promise<boolean> {
  const rows = await ctx.em
    .getConnection()
    .execute<unknown[]>(`SELECT 1 FROM "${ctx.services.schema}".known_devices WHERE token_hash = ? AND user_id = ?`, [hash, userId]);
  return rows.length > 0;
}

/**
 * After a successful sign-in: the device's id, the one it sent when that is already known
 * for this account, else a new one.
 */
export async function rememberDevice(ctx: SubgraphContext, userId: string, sent: string | null | undefined): Promise<string> {
  const schema = ctx.services.schema;
  const conn = ctx.em.getConnection();
  const known = sent ? deviceHashOf(sent) : null;
  if (known) {
    const touched = await conn.execute<{ affectedRows: number }>(
      `UPDATE "${schema}".known_devices SET last_used_at = now() WHERE token_hash = ? AND user_id = ?`,
      [known, userId],
      'run',
    );
    if (touched.affectedRows > 0) return sent!;
  }
  const deviceId = randomBytes(32).toString('base64url');
  await conn.execute(`INSERT INTO "${schema}".known_devices (token_hash, user_id) VALUES (?, ?)`, [hashDeviceId(deviceId), userId]);
  await conn.execute(
    `DELETE FROM "${schema}".known_devices WHERE user_id = ? AND token_hash NOT IN (
       SELECT token_hash FROM "${schema}".known_devices WHERE user_id = ? ORDER BY last_used_at DESC, created_at DESC LIMIT ?)`,
    [userId, userId, MAX_KNOWN_DEVICES],
  );
  return deviceId;
}
