import { useEffect, useLayoutEffect } from 'react';
import type { ToastTransitionProps } from 'react-toastify';
import { TOAST_REMOVE_DELAY_MS } from './toast-catalogue';

/**
 * Toast transition of the product: shows at once, and on dismissal fades out and leaves the page
 * TOAST_REMOVE_DELAY_MS later. A timer (not an `animationend` event) ends it, so the delay holds
 * even where animations do not run (reduced motion, tests).
 */
export function LingerTransition({
  children,
  isIn,
  done,
  nodeRef,
  playToast,
  preventExitTransition,
}: ToastTransitionProps) {
  // No enter animation to wait for: start the auto-close timer once, on mount.
  useLayoutEffect(() => playToast(), []);

  // Keyed on isIn only: `done` is a new function on every render of the toast.
  useEffect(() => {
    if (isIn) return;
    if (preventExitTransition) {
      done();
      return;
    }
    const node = nodeRef.current;
    if (node) {
      node.style.transition = `opacity ${TOAST_REMOVE_DELAY_MS}ms ease-out`;
      node.style.opacity = '0';
    }
    const timer = setTimeout(done, TOAST_REMOVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isIn]);

  return <>{children}</>;
}
