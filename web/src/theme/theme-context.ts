import { createContext, useContext } from 'react';
import type { ColorMode, ThemePreference } from './theme-prefs';

export interface Appearance {
  theme: ThemePreference;
  /** What is on screen: the theme, or the system's choice when the theme is 'system'. */
  colorMode: ColorMode;
  compact: boolean;
  setTheme(theme: ThemePreference): void;
  toggleColorMode(): void;
  setCompact(compact: boolean): void;
}

export const AppearanceContext = createContext<Appearance | null>(null);

export function useAppearance(): Appearance {
  const value = useContext(AppearanceContext);
  if (!value) throw new Error('useAppearance must be used inside <AppearanceProvider>');
  return value;
}
