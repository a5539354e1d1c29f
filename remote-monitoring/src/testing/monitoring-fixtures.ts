import type { Account, HomeMetrics, Page, Site } from '@vigil/contract';
import { slicesFixture } from '@vigil/shared/testing';

const CREATED = '2026-01-01T00:00:00Z';

/** A UUID per index, so lists of fixtures get distinct, contract-valid ids. */
export const uuid = (index: number, prefix = '00000000') =>
  `${prefix}-0000-4000-8000-${String(index).padStart(12, '0')}`;

export const list = <T>(results: T[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});

export function siteFixture(index: number, overrides: Partial<Site> = {}): Site {
  return {
    id: uuid(index, '5175e000'),
    site_url: `https://site-${index}.example.com`,
    time_created: CREATED,
    time_crawl_started: CREATED,
    time_crawl_completed: '2026-01-01T00:05:00Z',
    onboarding: false,
    info: { latest_scan: null, latest_test: null },
    tags: [],
    ...overrides,
  };
}

/** A site whose latest scan finished with `score` and whose latest test has `status`. */
export function scoredSite(index: number, score: number, status: 'passed' | 'failed'): Site {
  return siteFixture(index, {
    info: {
      latest_scan: { id: uuid(index, '5ca40000'), time_completed: CREATED, score },
      latest_test: { id: uuid(index, '7e570000'), status, score },
    },
  });
}

export function pageFixture(index: number, siteId: string, score: number | null = null): Page {
  return {
    id: uuid(index, 'da9e0000'),
    site: siteId,
    page_url: `https://site.example.com/page-${index}`,
    info: {
      latest_scan:
        score === null ? null : { id: uuid(index, '5ca40000'), time_completed: CREATED, score },
      latest_test: null,
    },
    tags: [],
    aliases: [],
    canonical_url: null,
  };
}

export function teamFixture(usage: Partial<Account['usage']> = {}): Account {
  const team = slicesFixture().team;
  return { ...team, usage: { ...team.usage, ...usage } };
}

export const metricsFixture = (overrides: Partial<HomeMetrics> = {}): HomeMetrics => ({
  open_issues: 0,
  sites: 0,
  pages: 0,
  ...overrides,
});
