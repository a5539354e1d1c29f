import { SCORE_TREND_DAYS } from '@vigil/contract';
import { useSiteScoreTrend } from '../../../data/score-trend/get-site-score-trend';
import { hasTrend, trendLabel } from '../lib/describe-trend';
import { Sparkline } from './sparkline';

/**
 * A small trend line for a list row. It adds nothing while loading, on failure or with fewer
 * than two days of scans: the score beside it already says what is known.
 */
export function SiteScoreSparkline({ siteId }: { siteId: string }) {
  const trend = useSiteScoreTrend(siteId, SCORE_TREND_DAYS.default);
  if (!trend.data || !hasTrend(trend.data)) return null;
  return (
    <Sparkline
      points={trend.data.points}
      label={trendLabel(trend.data)}
      viewWidth={96}
      viewHeight={24}
      flexShrink={0}
    />
  );
}
