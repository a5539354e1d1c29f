import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SYSTEM_STYLESHEET_ID } from '@vigil/contract/page-config';
import { injectIntoHtml } from '../webpack/inject-into-html';
import { readJsonOrNull } from './read-json';
import { versionFolder } from './remote-files';
import { PRERENDER_DIR, PRERENDER_INDEX } from '../webpack/prerender-files';

/**
 * Runs in the page's head before the prerendered screen is drawn, so it is drawn as the app will
 * draw it: the color mode on <html> (as shared/src/theme/color-mode.ts applies it: the stored
 * `theme`, else the system's), and `vigil-signed-in` when the stored session (shared's persisted
 * document under `root`) has a token: that visitor is sent elsewhere by the app, so the screen is
 * hidden instead of flashing. It also notes a submit asked for before the app has run (a click on
 * what was a submit button, marked `data-prerender-submit`, or Enter in a field) on the form, as
 * `data-submit-requested`, and forgets it when the visitor types on: the host submits the app's
 * form only for a press on what is still in the fields (host/src/prerendered-screen.ts).
 * A constant, allowed by its hash in the CSP (security-headers.ts).
 */
export const PAGE_SCRIPT =
  '(function(){var d=document,h=d.documentElement;try{var t=localStorage.getItem("theme");' +
  'if(t!=="light"&&t!=="dark")t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";' +
  'h.classList.add(t);h.style.colorScheme=t;var s=JSON.parse(localStorage.getItem("root")||"null");' +
  'if(s&&s.version===1&&s.auth&&typeof s.auth.token==="string"&&s.auth.token)' +
  'h.classList.add("vigil-signed-in")}catch(e){}' +
  'function form(e){var t=e.target;return t&&t.closest?t.closest("#vigil-prerender form"):null}' +
  'd.addEventListener("click",function(e){var f=form(e);' +
  'if(f&&e.target.closest("[data-prerender-submit]"))f.setAttribute("data-submit-requested","")},true);' +
  'd.addEventListener("keydown",function(e){var f=form(e);' +
  'if(f&&e.key==="Enter"&&!e.isComposing&&e.target.tagName==="INPUT")f.setAttribute("data-submit-requested","")},true);' +
  'd.addEventListener("input",function(e){var f=form(e);if(f)f.removeAttribute("data-submit-requested")},true)})();';

/** The CSP source allowing PAGE_SCRIPT and nothing else inline. */
export const PAGE_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(PAGE_SCRIPT).digest('base64')}'`;

const ROOT_ELEMENT = '<div id="root"></div>';

/** A (decoded) path as the router compares it: no trailing slash, any case. */
function comparable(path: string): string {
  return (path.replace(/\/+$/, '') || '/').toLowerCase();
}

/**
 * The screen a current remote's build prerendered for `pathname` (decoded; dist/prerender/, see
 * tooling/webpack/prerender-files.ts), or null. Read per request like the registry, from the
 * version the registry points at: a publish or rollback changes it on the next load. A missing
 * or broken file is no screen: the page then starts as it did before prerendering.
 */
export async function prerenderedScreen(
  webDir: string,
  remotes: unknown,
  pathname: string,
): Promise<string | null> {
  if (!remotes || typeof remotes !== 'object') return null;
  const wanted = comparable(pathname);
  for (const remote of Object.values(remotes as Record<string, unknown>)) {
    const folder = versionFolder((remote as { entry?: unknown } | null)?.entry);
    if (!folder) continue;
    const dir = join(webDir, ...folder, PRERENDER_DIR);
    const routes = await readJsonOrNull(join(dir, PRERENDER_INDEX));
    if (!routes || typeof routes !== 'object') continue;
    for (const [path, file] of Object.entries(routes as Record<string, unknown>)) {
      if (comparable(path) !== wanted || typeof file !== 'string' || !/^[\w-]+\.html$/.test(file)) {
        continue;
      }
      try {
        return await readFile(join(dir, file), 'utf8');
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The global styles (reset, tokens) emotion wrote into a prerendered screen's markup. */
const SCREEN_GLOBAL_STYLES = /<style data-emotion="css-global[^"]*"[^>]*>[\s\S]*?<\/style>/g;

/**
 * The page with the screen inside its root element (a page without the empty root element is
 * left alone) and PAGE_SCRIPT, which must run before it, in the head. Where the page carries the
 * style system's CSS (the host's build writes it), the screen's own copy of it is left out: the
 * same 48 KB again, about 7 KB compressed, which took /login's page past the first round trip.
 */
export function withPrerenderedScreen(html: string, screen: string): string {
  const root = html.indexOf(ROOT_ELEMENT);
  if (root < 0) return html;
  const styled = html.includes(`<style id="${SYSTEM_STYLESHEET_ID}"`);
  const shown = styled ? screen.replace(SCREEN_GLOBAL_STYLES, '') : screen;
  const filled =
    html.slice(0, root) + `<div id="root">${shown}</div>` + html.slice(root + ROOT_ELEMENT.length);
  return injectIntoHtml(filled, `<script>${PAGE_SCRIPT}</script>`);
}
