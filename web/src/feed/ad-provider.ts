// Sponsored slots and where their ads come from. Outside production no ad script is ever
// loaded (spec: "The ads script loads only in production"), so every slot falls back to the
// Sponsored placeholder after AD_LOAD_TIMEOUT_MS. To plug in a real ad network for
// production: build with VITE_AD_SCRIPT_URL pointing at a loader script that calls
// `window.pulseRegisterAdProvider({ render(element, slot) { ...; return true } })`; render
// resolves true when it filled the element, false (or throws, or takes over 3 s) for the
// placeholder. The placement ids of web, iOS and Android are placeholders in the spec.

export interface AdProvider {
  /** Fills the element with an ad for this slot; true when an ad was shown. */
  render(element: HTMLElement, slot: { index: number; platform: 'web' }): Promise<boolean>;
}

declare global {
  interface Window {
    pulseRegisterAdProvider?: (provider: AdProvider) => void;
  }
}

let provider: AdProvider | null = null;
let loading: Promise<AdProvider | null> | null = null;

export function registerAdProvider(next: AdProvider | null): void {
  provider = next;
}

const scriptUrl = (): string | undefined => (import.meta.env.PROD ? (import.meta.env.VITE_AD_SCRIPT_URL as string | undefined) : undefined);

/** The provider, loading its script once in production when one is configured; null otherwise. */
export function getAdProvider(): Promise<AdProvider | null> {
  if (provider) return Promise.resolve(provider);
  const url = scriptUrl();
  if (!url || typeof document === 'undefined') return Promise.resolve(null);
  loading ??= new Promise((resolve) => {
    window.pulseRegisterAdProvider = (p) => {
      provider = p;
      resolve(p);
    };
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onerror = () => resolve(null);
    document.head.appendChild(script);
  });
  return loading;
}

export type AdSlotOutcome = 'ad' | 'placeholder';

/**
 * What one slot ends up showing: 'ad' when the provider filled the element within
 * `timeoutMs`, else 'placeholder'. No provider, an ad that declined or failed is a failed load
 * and settles at once, so the feed does not keep a blank gap for 3 s that then pushes it down.
 * The first outcome sticks: an ad that arrives after the timeout stays hidden.
 */
export function loadAdSlot(element: () => HTMLElement | null, slot: number, timeoutMs: number): Promise<AdSlotOutcome> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('placeholder'), timeoutMs);
    void getAdProvider()
      .then((p) => {
        const target = element();
        return p && target ? p.render(target, { index: slot, platform: 'web' }) : false;
      })
      .then(
        (shown) => resolve(shown ? 'ad' : 'placeholder'),
        (error) => {
          console.warn('[ads] slot failed', error);
          resolve('placeholder');
        },
      )
      .finally(() => clearTimeout(timer));
  });
}
