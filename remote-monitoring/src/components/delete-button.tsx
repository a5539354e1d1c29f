import { Button } from '@vigil/shared';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

export interface DeleteButtonProps {
  /** "Delete case": the button, the dialog's title and its confirm button. */
  label: string;
  /** What is deleted for good and what is kept, in the user's words. */
  message: string;
  /** The delete request (a mutation); its follow-up (where the screen goes) is its own. */
  remove: { isPending: boolean; mutate(): void };
}

/** A delete asked once more before it runs. */
export function DeleteButton({ label, message, remove }: DeleteButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={asking}
        title={label}
        message={message}
        confirmLabel={label}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
