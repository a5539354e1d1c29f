import { join } from 'node:path';
import { runRenderScript } from './render-process';

/**
 * The style system's global CSS in the page's head, before the scripts (see
 * shared/src/ui/system-stylesheet.ts): the browser parses it with the page instead of the app
 * computing it on the main thread.
 */
export function withSystemStylesheet(html: string, stylesheet: string): string {
  const head = html.search(/<\/head>/i);
  if (head < 0) throw new Error("The host's index.html has no </head> for the style system's CSS.");
  const firstScript = html.slice(0, head).search(/<script\b/i);
  const at = firstScript < 0 ? head : firstScript;
  return html.slice(0, at) + stylesheet + html.slice(at);
}

/**
 * Writes the style system's CSS into the host's built index.html, marked with `build` (webpack's
 * hash of the host's compilation, what its code finds in `__webpack_hash__`), rendered from the
 * same sources in a process of its own (system-stylesheet-run.ts).
 */
export function writeSystemStylesheet(
  appDir: string,
  build: string,
  distDir = join(appDir, 'dist'),
): void {
  runRenderScript(
    'system-stylesheet-run.ts',
    [appDir, distDir, build],
    "Writing the style system's stylesheet",
  );
}
