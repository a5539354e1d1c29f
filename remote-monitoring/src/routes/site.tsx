import { useSite } from '@vigil/shared';
import { IdScreen } from '../components/id-screen';
import { BrokenLinks } from '../features/broken-links/components/broken-links';
import { CrawlDiffSection } from '../features/crawl-diff/components/crawl-diff';
import { SiteIssues } from '../features/issues/components/site-issues';
import { SitePages } from '../features/pages/components/site-pages';
import { SchedulesPanel } from '../features/schedules/components/schedules-panel';
import { SiteScoreTrend } from '../features/score-trend/components/site-score-trend';
import { AddPagesForm } from '../features/sites/components/add-pages-form';
import { SiteNotFound } from '../features/sites/components/site-not-found';
import { SiteSummary } from '../features/sites/components/site-summary';
import { SiteMonitors } from '../features/uptime/components/site-monitors';

/**
 * /site/:id : the site, its score trend, its pages (and Add pages), its issues, its uptime
 * monitors, what the latest crawl changed, its broken links and its schedules. Sections stack: a
 * new one is one more line.
 */
export function SiteRoute() {
  return (
    <IdScreen thing="site" useObject={useSite} notFound={<SiteNotFound />}>
      {(site) => (
        <>
          <SiteSummary site={site} />
          <SiteScoreTrend siteId={site.id} />
          <SitePages siteId={site.id} />
          <AddPagesForm site={site} />
          <SiteIssues siteId={site.id} />
          <SiteMonitors siteId={site.id} />
          <CrawlDiffSection siteId={site.id} crawledAt={site.time_crawl_completed} />
          <BrokenLinks siteId={site.id} crawledAt={site.time_crawl_completed} />
          <SchedulesPanel siteId={site.id} />
        </>
      )}
    </IdScreen>
  );
}
