import { crawlStateOf } from './crawl-state';

const START = '2026-02-01T10:00:00Z';
const EARLIER = '2026-01-01T10:00:00Z';
const LATER = '2026-02-01T10:30:00Z';

describe('crawlStateOf', () => {
  it('is "never" before any crawl started', () => {
    expect(crawlStateOf({ time_crawl_started: null, time_crawl_completed: null })).toEqual({
      kind: 'never',
    });
  });

  it('is crawling from the start until a completion', () => {
    expect(crawlStateOf({ time_crawl_started: START, time_crawl_completed: null }).kind).toBe(
      'crawling',
    );
  });

  it('is crawling again when the completion belongs to the previous crawl (a re-crawl)', () => {
    expect(crawlStateOf({ time_crawl_started: START, time_crawl_completed: EARLIER }).kind).toBe(
      'crawling',
    );
  });

  it('is crawled at the completion once it is at or after the start', () => {
    expect(crawlStateOf({ time_crawl_started: START, time_crawl_completed: LATER })).toEqual({
      kind: 'crawled',
      at: LATER,
    });
  });
});
