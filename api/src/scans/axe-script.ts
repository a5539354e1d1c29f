import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { InitScript } from '../browser/reusable-browser';

/**
 * The global the init script keeps axe under: the page's own scripts run after it and may define
 * an `axe` of their own (their copy of axe-core, another library), which must not be the one run.
 */
export const AXE_GLOBAL = '__vigilAxe';

let script: InitScript | null = null;

/**
 * axe-core as a context's init script (ReusableBrowser.withPage): registered once per context,
 * while it waits as a spare, and evaluated by Chromium itself as each document starts (~20 ms).
 * Sent with page.evaluate after load instead, the 550 kB source crossed DevTools and was
 * evaluated on every page (~220 ms a page, issue 44).
 * Through DevTools, not as a <script>, so the page's Content-Security-Policy cannot block it.
 * The top document only, as before: in a frame axe would answer axe's frame messages and add the
 * frames' findings to the page's. It defines `axe` and touches no element.
 */
export function axeInitScript(): InitScript {
  if (script) return script;
  const source = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');
  script = {
    id: 'axe-core',
    source:
      `if (globalThis === globalThis.top) {\n${source}\n` +
      `Object.defineProperty(globalThis, '${AXE_GLOBAL}', { value: globalThis.axe });\n}`,
  };
  return script;
}
