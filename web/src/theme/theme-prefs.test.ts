import { describe, expect, it } from 'vitest';
import { parseCompact, parseThemePreference, resolveColorMode, toggledPreference } from './theme-prefs';

describe('theme preferences', () => {
  it('reads stored values, defaulting to system', () => {
    expect(parseThemePreference('dark')).toBe('dark');
    expect(parseThemePreference('light')).toBe('light');
    expect(parseThemePreference('system')).toBe('system');
    expect(parseThemePreference('purple')).toBe('system');
    expect(parseThemePreference(null)).toBe('system');
  });

  it('follows the system only for the system preference', () => {
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });

  it('toggles to the opposite of what is shown', () => {
    expect(toggledPreference('dark')).toBe('light');
    expect(toggledPreference('light')).toBe('dark');
  });

  it('reads the compact flag', () => {
    expect(parseCompact('true')).toBe(true);
    expect(parseCompact('false')).toBe(false);
    expect(parseCompact(null)).toBe(false);
  });
});
