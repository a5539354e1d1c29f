import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '../ui';

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

/**
 * A dialog with a title and a close button. Focus is trapped inside while open and returns to
 * the opener afterwards; Escape and a click on the backdrop close it.
 */
export function Modal({ open, onClose, title, children, footer, size = 'md' }: ModalProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={size}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
