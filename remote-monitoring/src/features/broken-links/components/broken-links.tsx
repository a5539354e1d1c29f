import { endpoints } from '@vigil/contract';
import { Box } from '@vigil/shared';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListFrame } from '../../../components/list/list-frame';
import { useListParams } from '../../../components/list/use-list-params';
import { useSiteLinks } from '../../../data/links/list-site-links';
import { CrawlLinkItem } from './crawl-link-item';
import { LinkKindFilter } from './link-kind-filter';

// The site comes from the route; `kind` unset lists both kinds.
const LINKS_PARAMS = endpoints.listSiteLinks.query;

export interface BrokenLinksProps {
  siteId: string;
  /** When the latest crawl finished; null before the first one. */
  crawledAt: string | null;
}

/**
 * Broken links, redirects and broken resources (images, scripts, stylesheets) the latest crawl
 * met, with the pages that link to (or load) them.
 */
export function BrokenLinks({ siteId, crawledAt }: BrokenLinksProps) {
  // Kept out of the address: ?page= already pages the pages table above.
  const { page, setPage, filters, setFilters } = useListParams(LINKS_PARAMS, { inUrl: false });
  const kind = filters.kind ?? 'all';
  const links = useSiteLinks(siteId, crawledAt, kind, page);
  return (
    <ListFrame
      label="Broken links"
      title="Broken links, redirects and resources"
      actions={
        <LinkKindFilter
          value={kind}
          onChange={(next) => setFilters({ kind: next === 'all' ? null : next })}
        />
      }
      query={links}
      loadingLabel="Loading broken links"
      errorText="Could not load the broken links."
      empty={
        <ListEmpty
          title={
            crawledAt
              ? 'The latest crawl found no broken links, redirects or broken resources.'
              : 'Broken links and resources show here once the first crawl has finished.'
          }
        />
      }
      page={page}
      onPageChange={setPage}
    >
      {(rows) => (
        <Box as="ul" listStyleType="none" m="0" p="0">
          {rows.map((link) => (
            <CrawlLinkItem key={`${link.kind} ${link.url}`} siteId={siteId} link={link} />
          ))}
        </Box>
      )}
    </ListFrame>
  );
}
