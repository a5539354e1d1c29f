import { endpoints } from '@vigil/contract';
import { HStack } from '@vigil/shared';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListFrame } from '../../../components/list/list-frame';
import { useListParams } from '../../../components/list/use-list-params';
import { usePages } from '../../../data/pages/list-pages';
import { useScanSite } from '../../../data/scans/scan-site';
import { useTestSite } from '../../../data/tests/create-test';
import { PagesTable } from './pages-table';
import { MutationButton } from '../../../components/mutation-button';

// The site comes from the route; only the page is in the address.
const PAGES_PARAMS = endpoints.listPages.query.omit({ site_id: true });

/** The site's pages with their latest score and test, a page at a time, with Scan all and Test all. */
export function SitePages({ siteId }: { siteId: string }) {
  const { page, setPage } = useListParams(PAGES_PARAMS);
  const pages = usePages(siteId, page);
  const scan = useScanSite(siteId);
  const test = useTestSite(siteId);
  const noPages = !pages.data || pages.data.count === 0;
  return (
    <ListFrame
      label="Pages"
      title="Pages"
      actions={
        <HStack gap="2" wrap="wrap">
          {/* One request runs it on every page of the site. */}
          <MutationButton size="sm" variant="outline" mutation={test} disabled={noPages}>
            Test all
          </MutationButton>
          <MutationButton size="sm" mutation={scan} disabled={noPages}>
            Scan all
          </MutationButton>
        </HStack>
      }
      query={pages}
      loadingLabel="Loading pages"
      errorText="Could not load the pages."
      empty={
        <ListEmpty
          title="No pages yet"
          hint="The crawl finds them; start one with Re-crawl if none is running."
        />
      }
      page={page}
      onPageChange={setPage}
      pagesLabel="Site pages"
    >
      {(rows) => <PagesTable pages={rows} />}
    </ListFrame>
  );
}
