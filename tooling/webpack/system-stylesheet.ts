import { join } from 'node:path';
import { runRenderScript } from './render-process';

/**
 * Writes the style system's CSS (see shared/src/ui/system-stylesheet.ts) at the end of the head of
 * the host's built index.html, after its script and preloads so the browser finds those first,
 * marked with `build` (webpack's hash of the host's compilation, what its code finds in
 * `__webpack_hash__`). Rendered from the app's own sources in a process of its own
 * (system-stylesheet-run.ts); a failure fails the build.
 */
export function writeSystemStylesheet(
  appDir: string,
  build: string,
  distDir = join(appDir, 'dist'),
): void {
  if (!build) throw new Error("The host's compilation has no hash to mark its stylesheet with.");
  runRenderScript(
    'system-stylesheet-run.ts',
    [appDir, distDir, build],
    "Writing the style system's stylesheet",
  );
}
