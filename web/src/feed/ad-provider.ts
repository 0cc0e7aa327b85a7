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
