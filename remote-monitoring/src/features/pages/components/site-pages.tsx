import { endpoints } from '@vigil/contract';
import { Button, HStack } from '@vigil/shared';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListFrame } from '../../../components/list/list-frame';
import { useListParams } from '../../../components/list/use-list-params';
import { usePages } from '../../../data/pages/list-pages';
import { useScanSite } from '../../../data/scans/scan-site';
import { useTestSite } from '../../../data/tests/create-test';
import { PagesTable } from './pages-table';

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
          <EveryPageButton label="Test all" run={test} outline noPages={noPages} />
          <EveryPageButton label="Scan all" run={scan} noPages={noPages} />
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

/** Test all or Scan all: one request runs it on every page of the site. */
function EveryPageButton(props: {
  label: string;
  run: { isPending: boolean; mutate: () => void };
  outline?: boolean;
  noPages: boolean;
}) {
  const { run } = props;
  return (
    <Button
      size="sm"
      variant={props.outline ? 'outline' : undefined}
      disabled={run.isPending || props.noPages}
      loading={run.isPending}
      onClick={() => run.mutate()}
    >
      {props.label}
    </Button>
  );
}
