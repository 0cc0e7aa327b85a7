import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  globalCss: {
    // Compact mode: everything in rem shrinks by one step.
    'html[data-compact="true"]': { fontSize: '87.5%' },
    body: { bg: 'bg', color: 'fg' },
    // Lucide draws its icons at 24 px; ours follow the font size like Chakra's own icons (a
    // button's recipe still sizes the icons inside it: recipes come after this layer).
    'svg.lucide': { width: '1em', height: '1em' },
  },
});

export const system = createSystem(defaultConfig, config);
