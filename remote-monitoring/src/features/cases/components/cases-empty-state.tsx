import { AddSiteButton } from '../../../components/add-site-button';
import { ListEmpty } from '../../../components/list/list-empty';

/**
 * No cases yet. Cases come from the case.generate job after a site's pages are scanned
 * (server.md §4.4), so the way to get some is to add a site: the button opens the host's dialog.
 */
export function CasesEmptyState({ filtered }: { filtered: boolean }) {
  return filtered ? (
    <ListEmpty
      title="No cases for this site yet"
      hint="Vigil generates cases once the site has been crawled and its pages scanned. Check back in a few minutes."
    />
  ) : (
    <ListEmpty
      title="No cases yet"
      hint="Vigil generates cases after you add a site: it crawls the site, scans its pages, then writes cases for its forms, navigation and main call to action."
      action={<AddSiteButton />}
    />
  );
}
