import { SCORE_TREND_DAYS } from '@vigil/contract';
import { Text } from '@vigil/shared';
import { useSiteScoreTrend } from '../../../data/score-trend/get-site-score-trend';
import { hasTrend, trendLabel } from '../lib/describe-trend';
import { Sparkline } from './sparkline';

/** What a row says until its line can be drawn: when it will be. */
export const trendPending = (days: number) =>
  days === 0 ? 'Trend after 2 days of scans' : 'Trend after a second day of scans';

/**
 * A small trend line for a list row. It adds nothing while loading or on failure (the score
 * beside it already says what is known); with fewer than two days of scans it says when the line
 * will appear, so a new site's row does not look broken.
 */
export function SiteScoreSparkline({ siteId }: { siteId: string }) {
  const trend = useSiteScoreTrend(siteId, SCORE_TREND_DAYS.default);
  if (!trend.data) return null;
  if (!hasTrend(trend.data))
    return (
      <Text color="fg.muted" textStyle="xs">
        {trendPending(trend.data.points.length)}
      </Text>
    );
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
