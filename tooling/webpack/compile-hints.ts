import { Compilation, sources, type Compiler } from 'webpack';

/**
 * V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has all its
 * functions compiled eagerly, on the background thread that streams the script in, instead of
 * each one lazily on the main thread the first time it is called. Other engines read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the compile hint on top of every JavaScript file of the build (issue 18). A chunk is only
 * fetched when its code is about to run, and start-up runs most of what it fetches: lazily
 * compiling each module's factory on first `__webpack_require__` was a third of a second of a
 * phone's main thread on Home. Added after minification (the minifier would drop the comment or
 * move it into the license file) and before the source maps are written, so they stay exact.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CompileHintsPlugin',
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!/\.m?js$/.test(name)) continue;
            compilation.updateAsset(
              name,
              (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source),
            );
          }
        },
      );
    });
  }
}
