import type { Member } from '@vigil/contract';
import { Button, HStack, Modal, Text } from '@vigil/shared';

export interface RemoveMemberDialogProps {
  /** The member about to be removed; null keeps the dialog closed. */
  member: Member | null;
  removing: boolean;
  onConfirm: (member: Member) => void;
  onClose: () => void;
}

/** Removing cannot be undone from here (the person needs a new invite), so it is confirmed. */
export function RemoveMemberDialog({
  member,
  removing,
  onConfirm,
  onClose,
}: RemoveMemberDialogProps) {
  return (
    <Modal
      open={member !== null}
      onClose={onClose}
      size="sm"
      title="Remove member?"
      footer={
        <HStack gap="2">
          <Button variant="outline" onClick={onClose} disabled={removing}>
            Cancel
          </Button>
          <Button colorPalette="red" loading={removing} onClick={() => member && onConfirm(member)}>
            Remove
          </Button>
        </HStack>
      }
    >
      <Text>
        {member?.status === 'pending'
          ? `The invite to ${member.email} will stop working.`
          : `${member?.email ?? ''} will lose access to this team. Their sign-in stays; they can be invited again.`}
      </Text>
    </Modal>
  );
}
