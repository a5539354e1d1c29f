/**
 * Code fetched with import() on first use (issue 18): `load` fetches it once for the whole page
 * and every caller shares that fetch; a failed fetch (the network dropped) is not remembered, so
 * the next call tries again. `loaded` is the module once it has arrived, for code that must stay
 * synchronous until then; `arrival` waits for it without fetching it.
 */
export function loadOnce<T>(fetchCode: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;
  let arrived: (module: T) => void = () => undefined;
  const arrival = new Promise<T>((resolve) => (arrived = resolve));
  return {
    loaded: (): T | undefined => loaded,
    /** Resolves when some caller's `load` has brought the code; never fetches it itself. */
    arrival: (): Promise<T> => arrival,
    load: (): Promise<T> =>
      (loading ??= fetchCode().then(
        (module) => {
          arrived(module);
          return (loaded = module);
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
}
