import { Button } from '@vigil/shared';

/** The small "Add …" under a list of editable rows (conditions, actions), at its start. */
export function AddRowButton({ onAdd, children }: { onAdd: () => void; children: string }) {
  return (
    <Button size="xs" variant="outline" alignSelf="flex-start" onClick={onAdd}>
      {children}
    </Button>
  );
}
