import { IconButton } from '@chakra-ui/react';
import { MoonIcon, SunIcon } from '../components/icons';
import { useAppearance } from './theme-context';

export function ColorModeToggle() {
  const { colorMode, toggleColorMode } = useAppearance();
  const label = colorMode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <IconButton aria-label={label} title={label} variant="ghost" size="sm" onClick={toggleColorMode} data-testid="theme-toggle">
      {colorMode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
