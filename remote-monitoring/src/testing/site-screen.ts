import type { Process } from '@vigil/contract';
import { trendFixture } from '../features/score-trend/testing/trend-fixtures';
import { answerCalls } from './render-app';
import { list, pageFixture, scoredSite, uuid } from './monitoring-fixtures';

/** The /site/{id} screen's fixtures: one scored site, its crawl and its pages. */
export const site = scoredSite(1, 78.2, 'failed');
export const STARTED = '2026-02-01T10:00:00Z';

export function crawlProcess(progress: number): Process {
  return {
    id: uuid(1, 'c4a41000'),
    site: site.id,
    type: 'crawl',
    progress,
    success: null,
    exception: null,
    detail: null,
    time_created: STARTED,
    time_completed: null,
  };
}

export const pagesOf = (scores: (number | null)[], count = scores.length) =>
  list(
    scores.map((score, index) => pageFixture(index, site.id, score)),
    count,
  );

/** The site, no pages, no issues, no broken links and no trend, unless a test says otherwise. */
export const answerSite = (handlers: Parameters<typeof answerCalls>[0]) =>
  answerCalls({
    getSite: () => site,
    siteScoreTrend: () => trendFixture([]),
    listPages: () => pagesOf([]),
    listSiteLinks: () => list([]),
    listCrawlDiffs: () => list([]),
    listIssues: () => list([]),
    ...handlers,
  });
