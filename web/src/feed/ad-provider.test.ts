import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAdProvider, loadAdSlot, registerAdProvider, type AdProvider, type AdSlotOutcome } from './ad-provider';
import { AD_LOAD_TIMEOUT_MS } from './ad-slots';

describe('ad provider', () => {
  afterEach(() => registerAdProvider(null));

  it('loads no ad script outside production: no provider, so slots show the placeholder', async () => {
    expect(import.meta.env.PROD).toBe(false);
    expect(await getAdProvider()).toBeNull();
  });

  it('uses a registered provider (how a real ad network plugs in)', async () => {
    const provider: AdProvider = { render: async () => true };
    registerAdProvider(provider);
    expect(await getAdProvider()).toBe(provider);
  });
});

describe('an ad slot', () => {
  const element = {} as HTMLElement;
  afterEach(() => {
    registerAdProvider(null);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** The slot's outcome so far (undefined while it is still loading). */
  function watch(promise: Promise<AdSlotOutcome>) {
    let outcome: AdSlotOutcome | undefined;
    void promise.then((o) => (outcome = o));
    return () => outcome;
  }
  const after = (ms: number) => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), ms));

  it('shows Sponsored after 3 s when the provider is slower, and keeps it when the ad comes late', async () => {
    vi.useFakeTimers();
    const render = vi.fn(() => after(5000));
    registerAdProvider({ render });
    const outcome = watch(loadAdSlot(() => element, 7, AD_LOAD_TIMEOUT_MS));
    await vi.advanceTimersByTimeAsync(2999);
    expect(outcome()).toBeUndefined();
    expect(render).toHaveBeenCalledWith(element, { index: 7, platform: 'web' });
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome()).toBe('placeholder');
    await vi.advanceTimersByTimeAsync(3000);
    expect(outcome()).toBe('placeholder');
  });

  it('shows the ad when the provider fills the slot in time', async () => {
    vi.useFakeTimers();
    registerAdProvider({ render: () => after(2900) });
    const outcome = watch(loadAdSlot(() => element, 2, AD_LOAD_TIMEOUT_MS));
    await vi.advanceTimersByTimeAsync(2900);
    expect(outcome()).toBe('ad');
    await vi.advanceTimersByTimeAsync(1000);
    expect(outcome()).toBe('ad');
  });

  it('shows Sponsored at once with no provider, an ad that declined, a failing provider or no element', async () => {
    expect(await loadAdSlot(() => element, 2, AD_LOAD_TIMEOUT_MS)).toBe('placeholder');
    registerAdProvider({ render: async () => false });
    expect(await loadAdSlot(() => element, 2, AD_LOAD_TIMEOUT_MS)).toBe('placeholder');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    registerAdProvider({ render: () => Promise.reject(new Error('blocked')) });
    expect(await loadAdSlot(() => element, 2, AD_LOAD_TIMEOUT_MS)).toBe('placeholder');
    const render = vi.fn(async () => true);
    registerAdProvider({ render });
    expect(await loadAdSlot(() => null, 2, AD_LOAD_TIMEOUT_MS)).toBe('placeholder');
    expect(render).not.toHaveBeenCalled();
  });
});
