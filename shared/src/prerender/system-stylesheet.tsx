import { renderToString } from 'react-dom/server';
import { SYSTEM_STYLESHEET_ID } from '@vigil/contract/page-config';
import { UiProvider } from '../ui/ui-provider';

/** The CSS of each `<style>` emotion writes into server-rendered markup. */
function emotionCss(markup: string): string {
  return [...markup.matchAll(/<style data-emotion="[^"]*"[^>]*>([\s\S]*?)<\/style>/g)]
    .map(([, css = '']) => css)
    .join('');
}

/**
 * The page's stylesheet of the style system (see ../ui/system-stylesheet.ts): the global CSS
 * ChakraProvider inserts (the cascade layers' order, then the reset, the global styles and the
 * tokens' variables), as emotion would insert it in the browser, for the host's build to put in
 * its index.html marked with that build (`build`, webpack's hash of the host's compilation).
 */
export function renderSystemStylesheet(build: string): string {
  // In Node no page carries the stylesheet, so the app's provider writes the CSS out itself.
  const css = emotionCss(renderToString(<UiProvider>{null}</UiProvider>));
  if (!css.includes('--chakra-colors-')) {
    throw new Error("The style system's global CSS came out without its tokens.");
  }
  // The theme is the product's own, but a `</style` in it would end the element early.
  if (/<\/style/i.test(css)) throw new Error("The style system's global CSS contains </style.");
  return `<style id="${SYSTEM_STYLESHEET_ID}" data-build="${build}">${css}</style>`;
}
