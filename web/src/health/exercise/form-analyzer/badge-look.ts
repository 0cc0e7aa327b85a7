// The spec's badge variants (section 9: default from 80, secondary from 60, else destructive)
// on Chakra's badges: the analyzer's results and the exercise post card show a grade alike.
import type { BadgeVariant } from './scoring';

export const BADGE_LOOK: Record<BadgeVariant, { variant: 'solid' | 'subtle'; colorPalette: string }> = {
  default: { variant: 'solid', colorPalette: 'green' },
  secondary: { variant: 'subtle', colorPalette: 'gray' },
  destructive: { variant: 'solid', colorPalette: 'red' },
};
