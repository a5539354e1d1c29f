import { addSiteDialogOpenAtom, Button, useSetAtom } from '@vigil/shared';

/** Opens the host's Add Site dialog: the next step of every empty state that needs a site. */
export function AddSiteButton() {
  const openAddSite = useSetAtom(addSiteDialogOpenAtom);
  return (
    <Button size="sm" onClick={() => openAddSite(true)}>
      Add Site
    </Button>
  );
}
