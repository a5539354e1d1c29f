import { ConfirmDialog } from '../../../components/confirm-dialog';

export interface RegenerateKeyDialogProps {
  open: boolean;
  regenerating: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Scripts and CI jobs using the old key break at once, so this is confirmed first. */
export function RegenerateKeyDialog({
  open,
  regenerating,
  onConfirm,
  onClose,
}: RegenerateKeyDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Regenerate API key?"
      message="The current key stops working immediately. Scripts and CI jobs that use it will fail until you give them the new key."
      confirmLabel="Regenerate"
      busy={regenerating}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
