import type { Case } from '@vigil/contract';
import { AddSiteButton } from '../../../components/add-site-button';
import { ListEmpty } from '../../../components/list/list-empty';

export interface CasesEmptyStateProps {
  /** A site is picked in the filter. */
  site: boolean;
  type: Case['type'] | null;
}

/**
 * No cases (of this filter). Generated cases come from the case.generate job after a site's pages
 * are scanned (server.md §4.4), so with none at all the way on is to add a site: the button opens
 * the host's dialog. Recorded ones are written with New case or imported from Playwright.
 */
export function CasesEmptyState({ site, type }: CasesEmptyStateProps) {
  if (type === 'recorded') {
    return (
      <ListEmpty
        title={site ? 'No recorded cases for this site yet' : 'No recorded cases yet'}
        hint="Write one with New case, or bring a Playwright test with Import Playwright file."
      />
    );
  }
  if (site || type === 'generated') {
    return (
      <ListEmpty
        title={site ? 'No cases for this site yet' : 'No generated cases yet'}
        hint="Vigil generates cases once the site has been crawled and its pages scanned. Check back in a few minutes."
      />
    );
  }
  return (
    <ListEmpty
      title="No cases yet"
      hint="Vigil generates cases after you add a site: it crawls the site, scans its pages, then writes cases for its forms, navigation and main call to action."
      action={<AddSiteButton />}
    />
  );
}
