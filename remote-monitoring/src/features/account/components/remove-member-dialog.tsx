import type { Member } from '@vigil/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';

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
    <ConfirmDialog
      open={member !== null}
      title="Remove member?"
      message={
        member?.status === 'pending'
          ? `The invite to ${member.email} will stop working.`
          : `${member?.email ?? ''} will lose access to this team. Their sign-in stays; they can be invited again.`
      }
      confirmLabel="Remove"
      busy={removing}
      onConfirm={() => member && onConfirm(member)}
      onClose={onClose}
    />
  );
}
