import { Button } from '@vigil/shared';

export interface ActionDeleteButtonsProps {
  /** The row's main action, its button's text: "Run", "Replace". */
  action: string;
  /** The row's name for screen readers: the buttons are "Run Nightly check", "Delete Nightly check". */
  name: string;
  onAction: () => void;
  onDelete: () => void;
}

/** A row's main action (outlined) and its Delete (red, quieter), small, side by side. */
export function ActionDeleteButtons({
  action,
  name,
  onAction,
  onDelete,
}: ActionDeleteButtonsProps) {
  return (
    <>
      <Button size="xs" variant="outline" aria-label={`${action} ${name}`} onClick={onAction}>
        {action}
      </Button>
      <Button
        size="xs"
        variant="ghost"
        colorPalette="red"
        aria-label={`Delete ${name}`}
        onClick={onDelete}
      >
        Delete
      </Button>
    </>
  );
}
