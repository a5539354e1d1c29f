import type { Site } from '@vigil/contract';
import { SiteScoreSparkline } from '../features/score-trend/components/site-score-sparkline';
import { SiteList } from '../features/sites/components/site-list';
import { UsageCards } from '../features/usage/components/usage-cards';
import { TitledScreen } from '../components/titled-screen';

// Mounted per listed site, so only the visible page's sites (ten at most) fetch a trend.
const siteTrend = (site: Site) => <SiteScoreSparkline siteId={site.id} />;

/** / : the team's usage, then its sites with their score trends. */
export function HomeRoute() {
  return (
    <TitledScreen title="Home">
      <UsageCards />
      <SiteList renderTrend={siteTrend} />
    </TitledScreen>
  );
}
