import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../start-up/app-providers';

/** The element around a prerendered screen: the host finds it, the gateway's page script hides it. */
export const PRERENDER_ELEMENT_ID = 'vigil-prerender';

/** What a remote offers to prerender (its `src/prerender.tsx`, read by the build). */
export interface Prerender {
  /** Paths whose first screen never depends on data or on who is signed in. */
  paths: string[];
  /** That screen's markup with its styles, for the gateway to put in the page. */
  render(path: string): string;
}

/**
 * Marks what were submit buttons: the page's script (tooling/gateway/prerendered.ts) notes a press
 * of one, or Enter, on the form, and the host (host/src/prerendered-screen.ts) then submits the
 * app's form.
 */
export const PRERENDER_SUBMIT_ATTRIBUTE = 'data-prerender-submit';

/**
 * A markup that looks like the screen but does not post: its submit buttons become plain buttons,
 * so neither a click nor Enter sends the form the browser's way (the fields would land in the URL)
 * before the app takes over. Links stay links: they work without the app.
 */
function withoutNativeSubmit(html: string): string {
  return html.replace(/ type="submit"/g, ` type="button" ${PRERENDER_SUBMIT_ATTRIBUTE}=""`);
}

/**
 * The screen `app` shows at `path`, rendered as the app would render it (the same providers,
 * Chakra's styles inline in the markup), for a page to show before its scripts have run. A signed
 * in visitor's page hides it (`vigil-signed-in`, set by the gateway's page script): the app sends
 * them elsewhere.
 */
export function renderScreen(app: ReactNode, path: string): string {
  const markup = renderToString(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>{app}</MemoryRouter>
    </AppProviders>,
  );
  return (
    `<div id="${PRERENDER_ELEMENT_ID}" data-path="${encodeURI(path)}">` +
    `<style>html.vigil-signed-in #${PRERENDER_ELEMENT_ID}{display:none}</style>` +
    `${withoutNativeSubmit(markup)}</div>`
  );
}
