import { Heading, LoadingSpinner, Stack } from '@vigil/shared';
import { useParams } from 'react-router';
import { QueryError } from '../components/query-error';
import { BrokenLinks } from '../features/broken-links/components/broken-links';
import { SitePages } from '../features/pages/components/site-pages';
import { SiteScoreTrend } from '../features/score-trend/components/site-score-trend';
import { useSite } from '../features/sites/api/get-site';
import { SiteNotFound } from '../features/sites/components/site-not-found';
import { SiteSummary } from '../features/sites/components/site-summary';
import { httpStatusOf } from '../lib/http-status';

// 400 is an id that is not a UUID: to the user that is the same as an unknown site.
const NOT_FOUND = new Set([400, 404]);

/** /site/:id : the site, its score trend, its pages and its broken links. */
export function SiteRoute() {
  const { id = '' } = useParams();
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
          <SitePages siteId={site.data.id} />
          <BrokenLinks siteId={site.data.id} crawledAt={site.data.time_crawl_completed} />
        </>
      )}
    </Stack>
  );
}
