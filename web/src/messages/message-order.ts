// How message lists combine: pages, realtime events, catch-up results and the member's own
// sends all meet in one list per conversation, where each message appears once, oldest first.

export interface MessageKey {
  id: string;
  clientId?: string | null;
  createdAt: string;
}

/** Each message once (a later copy replaces an earlier one), ordered by creation time; ties keep arrival order. */
export function mergeMessageLists<T>(existing: readonly T[], incoming: readonly T[], key: (item: T) => MessageKey): T[] {
  const byId = new Map<string, { item: T; order: number; createdAt: number }>();
  let order = 0;
  for (const item of [...existing, ...incoming]) {
    const k = key(item);
    const previous = byId.get(k.id);
    const createdAt = Date.parse(k.createdAt);
    byId.set(k.id, { item, order: previous?.order ?? order++, createdAt: Number.isNaN(createdAt) ? Infinity : createdAt });
  }
  return [...byId.values()].sort((a, b) => a.createdAt - b.createdAt || a.order - b.order).map((e) => e.item);
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

/** The newest message among those given (latest createdAt), for catching up after a reconnect. */
export function newestMessage<T extends { createdAt: string }>(messages: Iterable<T>): T | null {
  let newest: T | null = null;
  for (const m of messages) if (!newest || Date.parse(m.createdAt) > Date.parse(newest.createdAt)) newest = m;
  return newest;
}
