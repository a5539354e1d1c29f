import type { Site } from '@vigil/contract';
import { Heading, Stack } from '@vigil/shared';
import { SiteScoreSparkline } from '../features/score-trend/components/site-score-sparkline';
import { siteKeys } from '../features/sites/api/keys';
import { SiteList } from '../features/sites/components/site-list';
import { usageKeys } from '../features/usage/api/keys';
import { UsageCards } from '../features/usage/components/usage-cards';
import { useRefreshOnHostSiteChange } from '../hooks/use-refresh-on-host-site-change';

const REFRESHED_BY_ADD_SITE = [siteKeys.all, usageKeys.all];

// Mounted per listed site, so only the visible page's sites (ten at most) fetch a trend.
const siteTrend = (site: Site) => <SiteScoreSparkline siteId={site.id} />;

/** / : the team's usage, then its sites with their score trends. */
export function HomeRoute() {
  useRefreshOnHostSiteChange(REFRESHED_BY_ADD_SITE);
  return (
    <Stack gap="6">
      <Heading as="h1" size="lg">
        Home
      </Heading>
      <UsageCards />
      <SiteList renderTrend={siteTrend} />
    </Stack>
  );
}
