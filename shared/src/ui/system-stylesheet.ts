import { BUILD_STAMP } from '../store/build-stamp';

/**
 * The `<style>` the host's build writes into its index.html (tooling/webpack/system-stylesheet.ts):
 * Chakra's global CSS (the reset, the global styles and every token's CSS variable, for both
 * themes) as ChakraProvider would insert it, rendered at build time from this package's system
 * (renderSystemStylesheet in @vigil/shared/prerender). The browser parses it with the page; the
 * app then neither computes it nor serialises it, about half of the style system's start-up on a
 * phone (issue 18). `data-build` is the host build that wrote it.
 */
export const SYSTEM_STYLESHEET_ID = 'vigil-system-css';

/**
 * Whether this page carries the global CSS of the very system this code builds: written by the
 * build that compiled this code (the host's, which provides this package to every remote). A page
 * without it (a remote's own dev page, Node, tests) or from another build is styled as before.
 */
export function pageHasSystemStylesheet(): boolean {
  if (BUILD_STAMP === null || typeof document === 'undefined') return false;
  const sheet = document.getElementById(SYSTEM_STYLESHEET_ID);
  return sheet?.getAttribute('data-build') === BUILD_STAMP;
}
