// webpack puts the hash of the compilation that built this code here (the host's: the host
// provides shared to every remote). Jest defines it for the browser packages (jest.config.ts).
declare const __webpack_hash__: string | undefined;

/**
 * Which build this code is, written into the persisted document so that the same build can read
 * it back unchecked (persisted-state.ts); null where there is no build (Node), so everything
 * stored is checked.
 */
export const BUILD_STAMP: string | null =
  typeof __webpack_hash__ === 'string' ? __webpack_hash__ : null;
