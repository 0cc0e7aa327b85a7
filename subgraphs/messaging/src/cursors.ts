// Message cursors wrap the message's sequence number: a total order fixed at insert.
import { decodeCursor, encodeCursor } from '@pulse/kit';

export function messageCursor(seq: string | number, id: string): string {
  return encodeCursor(String(seq), id);
}

/** The sequence number inside a cursor; undefined for no cursor or one that is not ours. */
function seqOf(cursor: string): string | undefined {
  try {
    const decoded = decodeCursor(cursor);
    return decoded && /^\d+$/.test(String(decoded.sortKey)) ? String(decoded.sortKey) : undefined;
  } catch {
    return undefined;
  }
}

export function isMessageCursor(cursor: string): boolean {
  return seqOf(cursor) !== undefined;
}

/** The seq a cursor argument points at; inputs arrive checked (inputs.ts), so a cursor here is valid. */
export function cursorSeq(cursor: string | null | undefined): string | undefined {
  return cursor ? seqOf(cursor) : undefined;
}
