import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  globalCss: {
    // Compact mode: everything in rem shrinks by one step.
    'html[data-compact="true"]': { fontSize: '87.5%' },
    body: { bg: 'bg', color: 'fg' },
  },
});

export const system = createSystem(defaultConfig, config);
