// Message cursors wrap the message's sequence number: a total order fixed at insert, the same
// across conversations, so one list name serves every message list. Kit's cursor format,
// strictly checked (a bigint PostgreSQL accepts, a platform id); cursors written before lists
// were named are still read, as a browser may hold one as its catch-up mark across a deploy.
import { cursorCodec } from '@pulse/kit/pagination';

export const MESSAGE_CURSOR = cursorCodec('messages', 'seq', { acceptUntagged: true });

export function messageCursor(seq: string | number, id: string): string {
  return MESSAGE_CURSOR.encode(seq, id);
}

/** The seq a cursor argument points at (undefined for none); 'Invalid cursor' on `field` for anything but a message cursor. */
export function cursorSeq(cursor: string | null | undefined, field: string): string | undefined {
  return MESSAGE_CURSOR.decode(cursor, field)?.key;
}
