// Applies appearance to the document. Chakra's dark styles key off the `dark` class on <html>;
// compact mode scales the rem base so every spacing and font size shrinks together.
import { COMPACT_KEY, DARK_SCHEME_QUERY, THEME_KEY, parseCompact, parseThemePreference, resolveColorMode, type ColorMode, type ThemePreference } from './theme-prefs';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // The choice still applies to this page.
  }
}

export function storedThemePreference(): ThemePreference {
  return parseThemePreference(read(THEME_KEY));
}

export function storedCompact(): boolean {
  return parseCompact(read(COMPACT_KEY));
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_SCHEME_QUERY).matches;
}

export function applyColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

export function applyCompact(compact: boolean): void {
  document.documentElement.dataset.compact = String(compact);
}

/** Before the first render, so a dark-mode member never sees a white flash. */
export function applyStoredAppearance(): void {
  applyColorMode(resolveColorMode(storedThemePreference(), systemPrefersDark()));
  applyCompact(storedCompact());
}
