import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { adoptPageSystemStylesheet } from './system-stylesheet';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  kbdRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme (tokens, semantic colours, text and layer styles) with only the recipes
 * of the components the UI facade (./index.ts) exports. `defaultConfig` carries every recipe of
 * every Chakra component, about half of Chakra's weight in the host's first screen (issue 18).
 * A component added to the facade needs its recipe here, or it renders unstyled: the recipe-key
 * test beside this file fails until it is added.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  kbd: kbdRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

const theme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

const config = defineConfig({
  globalCss: {
    // Buttons, badges and focus rings without an explicit palette take the product's blue.
    html: { colorPalette: 'blue' },
  },
});

type System = ReturnType<typeof createSystem>;

let built: System | undefined;
let provided: System | undefined;

/**
 * The one Chakra system (tokens, recipes) of every app, built on first use. Building it (merging
 * the theme, the token dictionary, the global and token CSS) is tens of milliseconds of a phone's
 * main thread: at import time it lengthened the one task that evaluates every shared module, the
 * longest task of a first load (issue 18's TBT). Built by the first render instead, it runs in a
 * task of its own.
 */
export function getSystem(): System {
  return (built ??= createSystem(defaultBaseConfig, theme, config));
}

/**
 * The system as ChakraProvider gets it. On a page that carries its global CSS already
 * (./system-stylesheet.ts) it is the same system with an empty `_global`: ChakraProvider inserts
 * only the cascade layers' one-line order statement, and the CSS is never computed (the host's
 * build makes Chakra compute it on first read: tooling/webpack/lazy-chakra-global-loader.ts). A
 * view of the system rather than a copy: copying would read `_global`. Elsewhere it is the system
 * itself.
 */
export function getProvidedSystem(): System {
  return (provided ??= adoptPageSystemStylesheet()
    ? (Object.create(getSystem(), { _global: { value: [] } }) as System)
    : getSystem());
}

/**
 * Builds the style system now rather than in the first render, for a start-up that has a wait
 * to fill (the host, while the current screen's remote downloads). Optional: the first render
 * builds it otherwise.
 */
export function prepareUi(): void {
  getProvidedSystem();
}
