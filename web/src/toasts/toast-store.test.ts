import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, createToastStore, stretchedClock, dismissToast, expiredToastIds, shownToast, upsertToast, type Toast, type ToastClock } from './toast-store';

const make = (id: string, createdAt = 0, duration = 4000): Toast => ({ id, kind: 'blank', message: id, createdAt, duration, visible: true });

function fakeClock() {
  let now = 0;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const clock: ToastClock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = ++seq;
      timers.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (h) => void timers.delete(h as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, t] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
      if (t.at <= now && timers.has(id)) {
        timers.delete(id);
        t.fn();
      }
    }
  };
  return { clock, advance };
}

describe('toast list rules', () => {
  it('keeps at most 20 toasts, dropping the oldest', () => {
    let list: Toast[] = [];
    for (let i = 1; i <= 25; i++) list = upsertToast(list, make(`t${i}`, i));
    expect(list).toHaveLength(TOAST_LIMIT);
    expect(list[0].id).toBe('t25');
    expect(list.some((t) => t.id === 't5')).toBe(false);
    expect(list.some((t) => t.id === 't6')).toBe(true);
  });

  it('shows only the newest visible toast', () => {
    let list = upsertToast(upsertToast([], make('a')), make('b'));
    expect(shownToast(list)?.id).toBe('b');
    list = dismissToast(list, 'b');
    expect(shownToast(list)?.id).toBe('a');
    expect(shownToast(dismissToast(list))).toBeNull();
  });

  it('replaces a toast with the same id instead of adding one', () => {
    const list = upsertToast(upsertToast([], make('a')), { ...make('a'), kind: 'success', message: 'done' });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ kind: 'success', message: 'done' });
  });

  it('finds toasts whose time is up', () => {
    const list = [make('a', 0, 1000), make('b', 0, Infinity), make('c', 500, 1000)];
    expect(expiredToastIds(list, 1000)).toEqual(['a']);
    expect(expiredToastIds(list, 1500)).toEqual(['a', 'c']);
  });
});

describe('toast store', () => {
  it('auto-dismisses by kind and then removes the toast', () => {
    const { clock, advance } = fakeClock();
    const store = createToastStore(clock);
    store.show('success', 'Saved');
    store.show('error', 'Failed');
    expect(shownToast(store.getState())?.message).toBe('Failed');
    advance(2000);
    // the success toast (2 s) timed out; the error toast (4 s) is still the one on screen
    expect(store.getState().find((t) => t.message === 'Saved')?.visible).toBe(false);
    expect(shownToast(store.getState())?.message).toBe('Failed');
    advance(2000);
    expect(shownToast(store.getState())).toBeNull();
    advance(1000);
    expect(store.getState()).toHaveLength(0);
  });

  it('keeps a loading toast until it is updated, supports all five kinds', () => {
    const { clock, advance } = fakeClock();
    const store = createToastStore(clock);
    const id = store.show('loading', 'Saving...');
    advance(60_000);
    expect(shownToast(store.getState())?.kind).toBe('loading');
    store.show('success', 'Saved', { id });
    expect(store.getState()).toHaveLength(1);
    advance(2000);
    expect(shownToast(store.getState())).toBeNull();
    for (const kind of ['blank', 'custom', 'error'] as const) store.show(kind, kind);
    expect(shownToast(store.getState())?.kind).toBe('error');
  });

  it('notifies subscribers and stops after unsubscribe', () => {
    const store = createToastStore(fakeClock().clock);
    let calls = 0;
    const off = store.subscribe(() => calls++);
    store.show('blank', 'one');
    off();
    store.show('blank', 'two');
    expect(calls).toBe(1);
  });

  it('a stretched clock (browser tests) keeps each toast up that many times longer', () => {
    const { clock, advance } = fakeClock();
    const store = createToastStore(stretchedClock(clock, 4));
    store.show('success', 'Saved');
    advance(7999);
    expect(shownToast(store.getState())?.message).toBe('Saved');
    advance(1);
    expect(shownToast(store.getState())).toBeNull();
    // no scale, or a nonsense one, is the real clock
    expect(stretchedClock(clock, 1)).toBe(clock);
    expect(stretchedClock(clock, Number.NaN)).toBe(clock);
  });
});
