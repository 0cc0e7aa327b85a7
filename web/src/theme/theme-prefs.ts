// Appearance preferences: a theme (light, dark, or following the system) and a compact flag,
// both kept in localStorage so they survive reloads and apply before the first paint.

export type ThemePreference = 'light' | 'dark' | 'system';
export type ColorMode = 'light' | 'dark';

export const THEME_KEY = 'theme';
export const COMPACT_KEY = 'compact';
export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export function parseThemePreference(raw: string | null | undefined): ThemePreference {
  return raw === 'light' || raw === 'dark' || raw === 'system' ? raw : 'system';
}

export function parseCompact(raw: string | null | undefined): boolean {
  return raw === 'true';
}

export function resolveColorMode(preference: ThemePreference, systemPrefersDark: boolean): ColorMode {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/** The one-click toggle picks the opposite of what is on screen, as an explicit choice. */
export function toggledPreference(current: ColorMode): ThemePreference {
  return current === 'dark' ? 'light' : 'dark';
}
