// The toast rules of the product: five kinds, a list capped at 20 (oldest dropped first), and
// at most one toast on screen, the newest. Plain TypeScript so the rules are testable in node.

export type ToastKind = 'blank' | 'success' | 'error' | 'loading' | 'custom';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  description?: string;
  /** Buttons in the toast (Log in, Sign up): each runs its action and closes the toast. */
  actions?: ToastAction[];
  createdAt: number;
  /** Milliseconds on screen; Infinity keeps it until dismissed (a loading toast is updated, not timed out). */
  duration: number;
  visible: boolean;
}

export interface ToastAction {
  label: string;
  run(): void;
  testId?: string;
}

export interface ToastOptions {
  id?: string;
  description?: string;
  duration?: number;
  actions?: ToastAction[];
}

export const TOAST_LIMIT = 20;

export const TOAST_DURATIONS: Record<ToastKind, number> = {
  blank: 4000,
  success: 2000,
  error: 4000,
  loading: Infinity,
  custom: 4000,
};

/** Adds a toast, or replaces the one with the same id (so a loading toast can turn into success). */
export function upsertToast(list: readonly Toast[], toast: Toast): Toast[] {
  const rest = list.filter((t) => t.id !== toast.id);
  return [toast, ...rest].slice(0, TOAST_LIMIT);
}

/** Hides one toast, or all of them when no id is given; it stays listed until removed. */
export function dismissToast(list: readonly Toast[], id?: string): Toast[] {
  return list.map((t) => (id === undefined || t.id === id ? { ...t, visible: false } : t));
}

export function removeToast(list: readonly Toast[], id?: string): Toast[] {
  return id === undefined ? [] : list.filter((t) => t.id !== id);
}

/** The one toast on screen: the newest that has not been dismissed. */
export function shownToast(list: readonly Toast[]): Toast | null {
  return list.find((t) => t.visible) ?? null;
}

/** Ids of visible toasts whose time on screen is over at `now`. */
export function expiredToastIds(list: readonly Toast[], now: number): string[] {
  return list.filter((t) => t.visible && t.createdAt + t.duration <= now).map((t) => t.id);
}

export interface ToastClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: ToastClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * `clock` with every timer `scale` times longer. Browser tests run on a loaded machine, where a
 * 2 s toast can come and go between two looks of the test; they stretch toast time (see toast.ts).
 */
export function stretchedClock(clock: ToastClock, scale: number): ToastClock {
  if (!Number.isFinite(scale) || scale <= 1) return clock;
  return { now: clock.now, setTimeout: (fn, ms) => clock.setTimeout(fn, ms * scale), clearTimeout: clock.clearTimeout };
}

/** How long a dismissed toast lingers in the list before it is removed (room for an exit animation). */
export const REMOVE_DELAY_MS = 1000;

export interface ToastStore {
  getState(): readonly Toast[];
  subscribe(listener: () => void): () => void;
  show(kind: ToastKind, message: string, options?: ToastOptions): string;
  dismiss(id?: string): void;
  remove(id?: string): void;
}

export function createToastStore(clock: ToastClock = realClock): ToastStore {
  let list: Toast[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const timers = new Map<string, unknown>();

  const set = (next: Toast[]) => {
    list = next;
    for (const id of [...timers.keys()]) {
      if (!list.some((t) => t.id === id)) clearTimer(id);
    }
    listeners.forEach((l) => l());
  };
  const clearTimer = (id: string) => {
    const handle = timers.get(id);
    if (handle !== undefined) clock.clearTimeout(handle);
    timers.delete(id);
  };
  const schedule = (id: string, ms: number, action: () => void) => {
    clearTimer(id);
    if (!Number.isFinite(ms)) return;
    timers.set(
      id,
      clock.setTimeout(
        () => {
          timers.delete(id);
          action();
        },
        Math.max(0, ms),
      ),
    );
  };

  const store: ToastStore = {
    getState: () => list,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(kind, message, options = {}) {
      const id = options.id ?? `toast-${++counter}`;
      const duration = options.duration ?? TOAST_DURATIONS[kind];
      set(upsertToast(list, { id, kind, message, description: options.description, actions: options.actions, createdAt: clock.now(), duration, visible: true }));
      schedule(id, duration, () => store.dismiss(id));
      return id;
    },
    dismiss(id) {
      const ids = id === undefined ? list.map((t) => t.id) : [id];
      set(dismissToast(list, id));
      for (const each of ids) schedule(each, REMOVE_DELAY_MS, () => store.remove(each));
    },
    remove(id) {
      set(removeToast(list, id));
    },
  };
  return store;
}
