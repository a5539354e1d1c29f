import { ROUTES, type RouteName } from '@vigil/contract/routes';
import { Compilation, WebpackError, sources, type Compiler } from 'webpack';
import { SCREEN_CHUNKS_FILE } from './screen-chunks-file';

/**
 * The chunk name a remote gives a lazily imported screen: `screen-` and the routes it serves,
 * joined by `-` (route names have none): `import(/* webpackChunkName: "screen-home" *\/ …)`,
 * `screen-accountNew-accountJoin` for one screen of two routes.
 */
const SCREEN_CHUNK = /^screen-(.+)$/;

type ScreenChunks = Partial<Record<RouteName, string[]>>;

interface NamedGroup {
  chunks: { files: Iterable<string> }[];
}

/**
 * Each route's screen files from the build's named chunk groups; a name that is not one of
 * `remote`'s routes is a mistake in a magic comment, reported rather than silently unused.
 */
function screenChunksOf(
  remote: string,
  groups: Iterable<[string, NamedGroup]>,
): { screens: ScreenChunks; mistakes: string[] } {
  const screens: ScreenChunks = {};
  const mistakes: string[] = [];
  for (const [name, group] of groups) {
    const match = SCREEN_CHUNK.exec(name);
    if (!match) continue;
    const files = group.chunks.flatMap((chunk) =>
      [...chunk.files].filter((file) => file.endsWith('.js')),
    );
    for (const route of match[1]!.split('-')) {
      const row = (ROUTES as Record<string, { owner: string } | undefined>)[route];
      if (row?.owner !== remote) {
        mistakes.push(`chunk "${name}": "${route}" is not a route of the ${remote} remote`);
        continue;
      }
      screens[route as RouteName] = files;
    }
  }
  return { screens, mistakes };
}

/** Emits SCREEN_CHUNKS_FILE once the files have their final (content-hashed) names. */
export class ScreenChunksPlugin {
  constructor(private readonly remote: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ScreenChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the real content hashes have renamed the files.
        { name: 'ScreenChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { screens, mistakes } = screenChunksOf(
            this.remote,
            compilation.namedChunkGroups.entries(),
          );
          for (const mistake of mistakes) compilation.errors.push(new WebpackError(mistake));
          compilation.emitAsset(
            SCREEN_CHUNKS_FILE,
            new sources.RawSource(`${JSON.stringify(screens, null, 2)}\n`),
          );
        },
      );
    });
  }
}
