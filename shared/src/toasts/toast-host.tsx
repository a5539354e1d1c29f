import { useEffect, useSyncExternalStore } from 'react';
import { useColorMode } from '../theme/use-color-mode';
import { LingerTransition } from './linger-transition';
import { TOAST_DURATIONS, TOAST_LIMIT } from './toast-catalogue';
import { loadedToastify, onToastifyLoaded, toastContainerMounted, type Toastify } from './toastify';

function ToastContainerOf({ toastify }: { toastify: Toastify }) {
  const { colorMode } = useColorMode();
  const { ToastContainer } = toastify;
  // The container registers itself in its own effect, which runs before this one.
  useEffect(() => toastContainerMounted(), []);
  return (
    <ToastContainer
      // Bottom right: at the top centre a toast covered the top bar's search box.
      position="bottom-right"
      limit={TOAST_LIMIT}
      autoClose={TOAST_DURATIONS.blank}
      transition={LingerTransition}
      theme={colorMode}
      newestOnTop
    />
  );
}

/**
 * The app's single toast container, configured with the product's catalogue (at most 20 at once,
 * removed 1 s after dismissal). Render exactly one: the host does, and so does a remote's
 * standalone shell. It renders nothing until the first toast has loaded react-toastify (which
 * injects its own stylesheet, so no CSS import is needed).
 */
export function ToastHost() {
  const toastify = useSyncExternalStore(onToastifyLoaded, loadedToastify);
  return toastify ? <ToastContainerOf toastify={toastify} /> : null;
}
