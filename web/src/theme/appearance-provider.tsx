import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { applyColorMode, applyCompact, storedCompact, storedThemePreference, systemPrefersDark, write } from './appearance';
import { AppearanceContext, type Appearance } from './theme-context';
import { COMPACT_KEY, DARK_SCHEME_QUERY, THEME_KEY, resolveColorMode, toggledPreference, type ThemePreference } from './theme-prefs';

export function AppearanceProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<ThemePreference>(storedThemePreference);
  const [systemDark, setSystemDark] = useState(systemPrefersDark);
  const [compact, setCompactState] = useState(storedCompact);
  const colorMode = resolveColorMode(theme, systemDark);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_SCHEME_QUERY);
    const onChange = () => setSystemDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useEffect(() => applyColorMode(colorMode), [colorMode]);
  useEffect(() => applyCompact(compact), [compact]);

  const setTheme = useCallback((next: ThemePreference) => {
    write(THEME_KEY, next);
    setThemeState(next);
  }, []);
  const setCompact = useCallback((next: boolean) => {
    write(COMPACT_KEY, String(next));
    setCompactState(next);
  }, []);
  const toggleColorMode = useCallback(() => setTheme(toggledPreference(colorMode)), [colorMode, setTheme]);

  const value = useMemo<Appearance>(
    () => ({ theme, colorMode, compact, setTheme, toggleColorMode, setCompact }),
    [theme, colorMode, compact, setTheme, toggleColorMode, setCompact],
  );
  return <AppearanceContext.Provider value={value}>{children}</AppearanceContext.Provider>;
}
