import { lazy, Suspense, useState, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  /** Called on the close button, Escape and a click outside. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Actions row (buttons) under the body. */
  footer?: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'full';
}

// The dialog's code (focus trap, scroll lock, its recipe) is not part of any first screen: it
// loads the first time a modal opens (issue 18), from the same build as the rest of this package.
// One retry: a chunk that failed to load (a network blip) is fetched again by webpack, rather
// than the error taking the whole screen down on the first open.
const loadDialog = () => import('./modal-dialog').then((m) => ({ default: m.ModalDialog }));
const ModalDialog = lazy(() => loadDialog().catch(() => loadDialog()));

/**
 * A dialog with a title and a close button. Focus is trapped inside while open and returns to
 * the opener afterwards; Escape and a click on the backdrop close it.
 */
export function Modal(props: ModalProps) {
  // Once opened it stays mounted, so closing plays the dialog's own exit.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
