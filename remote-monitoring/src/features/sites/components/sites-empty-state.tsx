import { AddSiteButton } from '../../../components/add-site-button';
import { ListEmpty } from '../../../components/list/list-empty';

/** No sites yet: says what happens next and opens the host's Add Site dialog. */
export function SitesEmptyState() {
  const hint = 'Add your first site: Vigil crawls it, then scans and tests its pages.';
  return <ListEmpty title="No sites yet" hint={hint} action={<AddSiteButton />} />;
}
