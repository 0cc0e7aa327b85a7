// Where catching up after a dropped socket starts: the newest message this browser is known to
// have received through the realtime stream or a catch-up. Nothing else may move it: a page of
// another conversation, the member's own HTTP sends or a conversation's latest message can all
// be newer than messages the socket missed, and starting after them would skip those for good.
// Messages are compared by seq (the server's total order), never by time.

export interface SequencedMessage {
  seq: string;
  cursor: string;
}

/** The seq as a number that compares correctly however many digits it has; null when malformed. */
export function seqValue(seq: string | null | undefined): bigint | null {
  return seq && /^\d+$/.test(seq) ? BigInt(seq) : null;
}

export class CatchUpMark {
  private seq: bigint | null = null;
  private cursorValue: string | null = null;
  /** Counts realtime deliveries, so a refetch can tell whether events arrived while it was in flight. */
  deliveries = 0;

  /** The cursor to pass as `after` to missedMessages; null before any message was received. */
  get cursor(): string | null {
    return this.cursorValue;
  }

  /** Moves the mark forward to this message; an older one (events may overtake each other) leaves it. */
  advance(message: SequencedMessage): void {
    const seq = seqValue(message.seq);
    if (seq === null || (this.seq !== null && seq <= this.seq)) return;
    this.seq = seq;
    this.cursorValue = message.cursor;
  }

  reset(): void {
    this.seq = null;
    this.cursorValue = null;
  }
}

/**
 * The message lists to drop after a (re)connect: every cached conversation list that no screen
 * shows. Nobody watches them, so nothing would notice a gap; dropped, they load afresh when opened.
 */
export function listsToEvict(cachedConversationIds: Iterable<string>, openConversationIds: ReadonlySet<string>): string[] {
  return [...cachedConversationIds].filter((id) => !openConversationIds.has(id));
}
