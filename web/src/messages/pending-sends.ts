// Messages on their way to the server, shown at once with a "sending" tick. Each carries the
// client id the server uses to make the send idempotent; it disappears when the real message
// is in the list (the mutation's answer or the realtime event, whichever comes first) or the
// send failed.
import { useSyncExternalStore } from 'react';
import type { ChatMessageFragment } from '../generated/graphql';

export interface PendingSend {
  clientId: string;
  conversationId: string;
  body: string;
  createdAt: string;
  replyTo: ChatMessageFragment['replyTo'];
}

let pending: readonly PendingSend[] = [];
const listeners = new Set<() => void>();

function set(next: readonly PendingSend[]) {
  pending = next;
  listeners.forEach((l) => l());
}

export const pendingSends = {
  add(send: PendingSend) {
    set([...pending, send]);
  },
  remove(clientId: string) {
    set(pending.filter((p) => p.clientId !== clientId));
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => pending,
};

export function usePendingSends(conversationId: string): PendingSend[] {
  const all = useSyncExternalStore(pendingSends.subscribe, pendingSends.getSnapshot, pendingSends.getSnapshot);
  return all.filter((p) => p.conversationId === conversationId);
}

/** crypto.randomUUID where the page is a secure context, random bytes otherwise. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
