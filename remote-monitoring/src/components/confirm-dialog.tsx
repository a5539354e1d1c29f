import { Button, HStack, Modal, Text } from '@vigil/shared';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in the user's words. */
  message: string;
  confirmLabel: string;
  /** The request is running: the confirm button spins and Cancel waits for it. */
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A destructive action asked once more before it runs (remove, regenerate, delete). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, message, confirmLabel, busy, onConfirm, onClose } = props;
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={title}
      footer={
        <HStack gap="2">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button colorPalette="red" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </HStack>
      }
    >
      <Text>{message}</Text>
    </Modal>
  );
}
