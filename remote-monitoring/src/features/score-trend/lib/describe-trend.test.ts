import { trendFixture } from '../testing/trend-fixtures';
import { formatDay, hasTrend, trendLabel } from './describe-trend';
import { plotPoints } from './plot-points';

describe('describing a trend', () => {
  it('names the window and the first and last scores', () => {
    expect(trendLabel(trendFixture([55, 70, 81]))).toBe(
      'Score trend over the last 30 days, from 55 to 81',
    );
    expect(trendLabel({ days: 1, points: [{ date: '2026-11-21', score: 9 }] })).toBe(
      'Score trend today, from 9 to 9',
    );
  });

  it('needs two points to be a trend', () => {
    expect(hasTrend(trendFixture([]))).toBe(false);
    expect(hasTrend(trendFixture([70]))).toBe(false);
    expect(hasTrend(trendFixture([70, 71]))).toBe(true);
  });

  it("writes the API's UTC day in the reader's locale", () => {
    expect(formatDay('2026-01-01')).toBe('Jan 1, 2026');
  });
});

describe('plotting', () => {
  it('spaces points by calendar day and puts 100 at the top, 0 at the bottom', () => {
    const points = [
      { date: '2026-11-01', score: 100 },
      { date: '2026-11-02', score: 50 },
      { date: '2026-11-05', score: 0 },
    ];
    expect(plotPoints(points, { width: 48, height: 20, pad: 4 })).toEqual([
      { ...points[0], x: 4, y: 4 },
      { ...points[1], x: 14, y: 10 },
      { ...points[2], x: 44, y: 16 },
    ]);
  });
});
