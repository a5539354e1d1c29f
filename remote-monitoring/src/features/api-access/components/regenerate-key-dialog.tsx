import { Button, HStack, Modal, Text } from '@vigil/shared';

export interface RegenerateKeyDialogProps {
  open: boolean;
  regenerating: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Scripts and CI jobs using the old key break at once, so this is confirmed first. */
export function RegenerateKeyDialog(props: RegenerateKeyDialogProps) {
  const { open, regenerating, onConfirm, onClose } = props;
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title="Regenerate API key?"
      footer={
        <HStack gap="2">
          <Button variant="outline" onClick={onClose} disabled={regenerating}>
            Cancel
          </Button>
          <Button colorPalette="red" loading={regenerating} onClick={onConfirm}>
            Regenerate
          </Button>
        </HStack>
      }
    >
      <Text>
        The current key stops working immediately. Scripts and CI jobs that use it will fail until
        you give them the new key.
      </Text>
    </Modal>
  );
}
