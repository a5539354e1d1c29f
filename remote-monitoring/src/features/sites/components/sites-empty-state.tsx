import { addSiteDialogOpenAtom, Button, useSetAtom } from '@vigil/shared';
import { ListEmpty } from '../../../components/list/list-empty';

/** No sites yet: says what happens next and opens the host's Add Site dialog. */
export function SitesEmptyState() {
  const openAddSite = useSetAtom(addSiteDialogOpenAtom);
  return (
    <ListEmpty
      title="No sites yet"
      hint="Add your first site: Vigil crawls it, then scans and tests its pages."
      action={
        <Button size="sm" onClick={() => openAddSite(true)}>
          Add Site
        </Button>
      }
    />
  );
}
