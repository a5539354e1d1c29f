import type { Site } from '@vigil/contract';
import { ScreenFrame } from '@vigil/shared';
import { SiteScoreSparkline } from '../features/score-trend/components/site-score-sparkline';
import { SiteList } from '../features/sites/components/site-list';
import { UsageCards } from '../features/usage/components/usage-cards';

// Mounted per listed site, so only the visible page's sites (ten at most) fetch a trend.
const siteTrend = (site: Site) => <SiteScoreSparkline siteId={site.id} />;

/** / : the team's usage, then its sites with their score trends. */
export function HomeRoute() {
  return (
    <ScreenFrame title="Home">
      <UsageCards />
      <SiteList renderTrend={siteTrend} />
    </ScreenFrame>
  );
}
