import { Button } from '@vigil/shared';

export interface EditDeleteButtonsProps {
  /** The row's name for screen readers: "Edit: Checkout is slow". */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A row's Edit and Delete (red), small and quiet beside its other buttons. */
export function EditDeleteButtons({ name, onEdit, onDelete }: EditDeleteButtonsProps) {
  return (
    <>
      <Button size="xs" variant="ghost" aria-label={`Edit: ${name}`} onClick={onEdit}>
        Edit
      </Button>
      <Button
        size="xs"
        variant="ghost"
        colorPalette="red"
        aria-label={`Delete: ${name}`}
        onClick={onDelete}
      >
        Delete
      </Button>
    </>
  );
}
