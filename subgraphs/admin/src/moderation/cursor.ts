// The queue's keyset cursor: the last case's (last_reported_at, id), opaque to clients.
import { BadUserInputError, INVALID_CURSOR } from '@pulse/kit';

export const encodeCursor = (at: Date, id: string): string => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');

export function decodeCursor(cursor: string): { at: Date; id: string } {
  const [at, id, extra] = Buffer.from(cursor, 'base64url').toString().split('|');
  const time = new Date(at ?? '');
  if (!id || extra !== undefined || Number.isNaN(time.getTime()) || time.toISOString() !== at) throw new BadUserInputError(INVALID_CURSOR, 'after');
  return { at: time, id };
}
