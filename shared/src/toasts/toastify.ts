import type * as ToastifyModule from 'react-toastify';
import { loadOnce } from '../lazy/load-once';

export type Toastify = typeof ToastifyModule;

/**
 * react-toastify loads on the first toast, not before the first screen (issue 18: 9.6 KB gzip
 * that no first screen shows). Calls made before it is ready wait here, in call order, so a
 * loading toast's later update or dismissal can never overtake its creation.
 */
let toastify: Toastify | null = null;
/** True once a ToastHost has mounted its container: from then on calls go straight through. */
let containerMounted = false;
const waiting: ((module: Toastify) => void)[] = [];
const listeners = new Set<() => void>();

function drainWhenReady(): void {
  if (!toastify || !containerMounted) return;
  for (const use of waiting.splice(0)) use(toastify);
}

/** Fetches react-toastify once (a failed fetch is tried again on the next call). */
export const loadToastify: () => Promise<Toastify> = loadOnce(() =>
  import('react-toastify').then((module) => {
    toastify = module;
    for (const listener of listeners) listener();
    drainWhenReady();
    return module;
  }),
).load;

/** Runs `use` with react-toastify now if a container is up, else once it is (in call order). */
export function withToastify(use: (module: Toastify) => void): void {
  if (toastify && containerMounted && waiting.length === 0) {
    use(toastify);
    return;
  }
  waiting.push(use);
  loadToastify().catch((error: unknown) => {
    waiting.length = 0;
    console.warn('Toasts could not be loaded; the waiting ones are dropped.', error);
  });
}

/** ToastHost calls this once its container has mounted: the waiting toasts are shown. */
export function toastContainerMounted(): void {
  containerMounted = true;
  drainWhenReady();
}

/** The loaded module, or null: for ToastHost, which renders nothing until the first toast. */
export const loadedToastify = (): Toastify | null => toastify;

export function onToastifyLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
