// Who is online, for the green dot and 'Active now': fed by the activeUsers subscription
// (the spec's active_users event). Without a connected socket nobody is shown online rather
// than guessing from stale data.
import { useSyncExternalStore } from 'react';

let online: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

export function setOnlineUsers(ids: Iterable<string>): void {
  online = new Set(ids);
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => online;

export function useOnlineUsers(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export function useIsOnline(userId: string | null | undefined): boolean {
  const set = useOnlineUsers();
  return Boolean(userId && set.has(userId));
}
