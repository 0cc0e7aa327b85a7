import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

// Pulse's accent colour, named once: every screen says `brand` (colorPalette="brand",
// brand.fg, brand.subtle...), so changing the accent is this one line.
const BRAND = 'teal';
const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
const shade = (n: string) => `{colors.brand.${n}}`;

const config = defineConfig({
  globalCss: {
    // Compact mode: everything in rem shrinks by one step.
    'html[data-compact="true"]': { fontSize: '87.5%' },
    body: { bg: 'bg', color: 'fg' },
    // Lucide draws its icons at 24 px; ours follow the font size like Chakra's own icons (a
    // button's recipe still sizes the icons inside it: recipes come after this layer).
    'svg.lucide': { width: '1em', height: '1em' },
  },
  theme: {
    tokens: {
      colors: {
        brand: Object.fromEntries(SHADES.map((n) => [n, { value: `{colors.${BRAND}.${n}}` }])),
      },
    },
    semanticTokens: {
      colors: {
        // The keys a colorPalette needs (Chakra's recipes read colorPalette.solid, .fg, ...),
        // light and dark as Chakra's own palettes do, plus the app's own uses of the accent.
        brand: {
          solid: { value: shade('600') },
          contrast: { value: '{colors.white}' },
          fg: { value: { _light: shade('700'), _dark: shade('300') } },
          muted: { value: { _light: shade('200'), _dark: shade('800') } },
          subtle: { value: { _light: shade('100'), _dark: shade('900') } },
          emphasized: { value: { _light: shade('300'), _dark: shade('700') } },
          focusRing: { value: shade('500') },
          /** Spinners, hover and drag borders, the reply bar: the accent as a line, not a fill. */
          accent: { value: shade('500') },
        },
        // The route card's drawing (an SVG): the line in the accent, green start, red end,
        // each marker ringed in the card's background so it stands off the line in both modes.
        route: {
          line: { value: { _light: shade('600'), _dark: shade('400') } },
          start: { value: { _light: '{colors.green.600}', _dark: '{colors.green.500}' } },
          end: { value: { _light: '{colors.red.600}', _dark: '{colors.red.500}' } },
          markerRing: { value: { _light: '{colors.white}', _dark: '{colors.gray.900}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
