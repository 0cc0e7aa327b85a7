// How message lists combine: pages, realtime events, catch-up results and the member's own
// sends all meet in one list per conversation, where each message appears once, oldest first.
import { seqValue } from './catch-up-mark';

/** Messages per page of a conversation's list (the newest page, then older ones). */
export const MESSAGES_PAGE_SIZE = 30;

export interface MessageKey {
  id: string;
  clientId?: string | null;
  createdAt: string;
  /** The server's order; absent (or empty) for a send not confirmed yet. */
  seq?: string | null;
}

const seqOf = (k: MessageKey) => seqValue(k.seq);

/** Negative when a comes first: by seq when both have one (the server's order), else by time. */
export function compareMessages(a: MessageKey, b: MessageKey): number {
  const [x, y] = [seqOf(a), seqOf(b)];
  if (x !== null && y !== null) return x < y ? -1 : x > y ? 1 : 0;
  const [s, t] = [Date.parse(a.createdAt), Date.parse(b.createdAt)];
  return (Number.isNaN(s) ? Infinity : s) - (Number.isNaN(t) ? Infinity : t) || 0;
}

/** Each message once (a later copy replaces an earlier one), in the server's order; ties keep arrival order. */
export function mergeMessageLists<T>(existing: readonly T[], incoming: readonly T[], key: (item: T) => MessageKey): T[] {
  const byId = new Map<string, { item: T; order: number; key: MessageKey }>();
  let order = 0;
  for (const item of [...existing, ...incoming]) {
    const k = key(item);
    const previous = byId.get(k.id);
    byId.set(k.id, { item, order: previous?.order ?? order++, key: k });
  }
  return [...byId.values()].sort((a, b) => compareMessages(a.key, b.key) || a.order - b.order).map((e) => e.item);
}

/** True when the list already holds this message: same id, or (for my own sends) the same client id. */
export function containsMessage<T>(list: readonly T[], message: MessageKey, key: (item: T) => MessageKey): boolean {
  return list.some((item) => {
    const k = key(item);
    return k.id === message.id || (!!message.clientId && k.clientId === message.clientId);
  });
}

/** Sends still on their way: those whose message has not come back from the server yet. */
export function unconfirmedSends<P extends { clientId: string }>(pending: readonly P[], delivered: ReadonlyArray<{ clientId?: string | null }>): P[] {
  const done = new Set(delivered.map((m) => m.clientId).filter(Boolean));
  return pending.filter((p) => !done.has(p.clientId));
}
