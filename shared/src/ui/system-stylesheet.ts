import { SYSTEM_STYLESHEET_ID } from '@vigil/contract/page-config';
import { BUILD_STAMP } from '../store/build-stamp';

/*
 * SYSTEM_STYLESHEET_ID names the `<style>` the host's build writes into its index.html
 * (tooling/webpack/system-stylesheet.ts): Chakra's global CSS (the reset, the global styles and
 * every token's CSS variable, for both themes) as ChakraProvider would insert it, rendered at build
 * time from this package's system (renderSystemStylesheet in @vigil/shared/prerender). The browser
 * parses it with the page; the app then neither computes nor serialises it, about half of the
 * style system's start-up on a phone (issue 18). `data-build` is the host build that wrote it.
 */

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

/**
 * The global styles emotion writes into server-rendered markup (a prerendered screen's): on load
 * its cache moves them into the head.
 */
const SERVER_RENDERED_GLOBALS = 'style[data-emotion^="css-global"]';

/**
 * Whether the app styles itself from the page's stylesheet (see pageHasSystemStylesheet). If so,
 * it also drops the global CSS a prerendered screen brought along: the page's stylesheet defines
 * the same, and nothing in the app takes that copy over any more (ChakraProvider gets an empty
 * `_global`), so it would stay in the head for the whole visit, after the page's stylesheet, and
 * a prerender built from another @vigil/shared would override the running build's tokens.
 */
export function adoptPageSystemStylesheet(): boolean {
  if (!pageHasSystemStylesheet()) return false;
  for (const sheet of document.querySelectorAll(SERVER_RENDERED_GLOBALS)) sheet.remove();
  return true;
}
