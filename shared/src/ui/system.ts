import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  globalCss: {
    // Buttons, badges and focus rings without an explicit palette take the product's blue.
    html: { colorPalette: 'blue' },
  },
});

/** The one Chakra system (tokens, recipes) of every app. */
export const system = createSystem(defaultConfig, config);
