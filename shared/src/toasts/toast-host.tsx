import { ToastContainer } from 'react-toastify';
import { useColorMode } from '../theme/use-color-mode';
import { LingerTransition } from './linger-transition';
import { TOAST_DURATIONS, TOAST_LIMIT } from './toast-catalogue';

/**
 * The app's single toast container, configured with the product's catalogue (at most 20 at once,
 * removed 1 s after dismissal). Render exactly one: the host does, and so does a remote's
 * standalone shell. react-toastify 11 injects its own stylesheet, so no CSS import is needed.
 */
export function ToastHost() {
  const { colorMode } = useColorMode();
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
