// Message cursors wrap the message's sequence number: a total order fixed at insert.
import { BadUserInputError, decodeCursor, encodeCursor } from '@pulse/kit';

export function messageCursor(seq: string | number, id: string): string {
  return encodeCursor(String(seq), id);
}

export function cursorSeq(cursor: string | null | undefined, field: string): string | undefined {
  if (!cursor) return undefined;
  const decoded = decodeCursor(cursor, field);
  if (!decoded || !/^\d+$/.test(String(decoded.sortKey))) throw new BadUserInputError('Invalid cursor', field);
  return String(decoded.sortKey);
}
