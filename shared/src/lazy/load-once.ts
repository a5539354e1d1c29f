/**
 * Code fetched with import() on first use (issue 18): `load` fetches it once for the whole page
 * and every caller shares that fetch; a failed fetch (the network dropped) is not remembered, so
 * the next call tries again. `loaded` is the module once it has arrived, for code that must stay
 * synchronous until then.
 */
export function loadOnce<T>(fetchCode: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;
  return {
    loaded: (): T | undefined => loaded,
    load: (): Promise<T> =>
      (loading ??= fetchCode().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
}
