import { Heading, httpStatusOf, LoadingSpinner, Stack, useSite } from '@vigil/shared';
import { useParams } from 'react-router';
import { QueryError } from '../components/query-error';
import { BrokenLinks } from '../features/broken-links/components/broken-links';
import { SitePages } from '../features/pages/components/site-pages';
import { SiteScoreTrend } from '../features/score-trend/components/site-score-trend';
import { SiteNotFound } from '../features/sites/components/site-not-found';
import { SiteSummary } from '../features/sites/components/site-summary';
import { usePageParam } from '../lib/page-param';

// 400 is an id that is not a UUID: to the user that is the same as an unknown site.
const NOT_FOUND = new Set([400, 404]);

/** /site/:id : the site, its score trend, its pages and its broken links. */
export function SiteRoute() {
  const { id = '' } = useParams();
  const [page, setPage] = usePageParam();
  const site = useSite(id);
  return (
    <Stack gap="6">
      <Heading as="h1" size="lg">
        Site
      </Heading>
      {site.isPending ? (
        <LoadingSpinner label="Loading the site" />
      ) : site.isError ? (
        NOT_FOUND.has(httpStatusOf(site.error) ?? 0) ? (
          <SiteNotFound />
        ) : (
          <QueryError
            what="Could not load the site."
            error={site.error}
            onRetry={() => void site.refetch()}
          />
        )
      ) : (
        <>
          <SiteSummary site={site.data} />
          <SiteScoreTrend siteId={site.data.id} />
          <SitePages siteId={site.data.id} page={page} onPageChange={setPage} />
          <BrokenLinks siteId={site.data.id} crawledAt={site.data.time_crawl_completed} />
        </>
      )}
    </Stack>
  );
}
