import type { Page } from '@vigil/contract';
import { onboardingProgress } from './progress';

const crawled = { time_crawl_completed: '2026-01-01T00:00:00Z' };
const page = (completed: boolean): Pick<Page, 'info'> => ({
  info: {
    latest_scan: completed ? { id: 'a', time_completed: '2026-01-01T00:00:00Z', score: 90 } : null,
    latest_test: null,
  },
});

describe('onboardingProgress (pure)', () => {
  it('is 10 while the crawl runs, whatever else is done', () => {
    expect(
      onboardingProgress({
        site: { time_crawl_completed: null },
        pages: [page(true)],
        caseProgress: 100,
      }),
    ).toBe(10);
  });

  it('is 25 once the crawl completes', () => {
    expect(onboardingProgress({ site: crawled, pages: [page(false)], caseProgress: 0 })).toBe(25);
    expect(onboardingProgress({ site: crawled, pages: [], caseProgress: 0 })).toBe(25);
  });

  it('adds up to 50 from pages whose latest scan completed', () => {
    expect(
      onboardingProgress({ site: crawled, pages: [page(true), page(false)], caseProgress: 0 }),
    ).toBe(50);
    expect(
      onboardingProgress({ site: crawled, pages: [page(true), page(true)], caseProgress: 0 }),
    ).toBe(75);
  });

  it('adds up to 25 from case generation and reaches 100', () => {
    expect(onboardingProgress({ site: crawled, pages: [page(true)], caseProgress: 40 })).toBe(85);
    expect(onboardingProgress({ site: crawled, pages: [page(true)], caseProgress: 100 })).toBe(100);
  });

  it('never shows 100 before everything is done', () => {
    const pages = [...Array.from({ length: 199 }, () => page(true)), page(false)];
    expect(onboardingProgress({ site: crawled, pages, caseProgress: 100 })).toBe(99);
  });

  it('clamps case progress outside 0-100', () => {
    expect(onboardingProgress({ site: crawled, pages: [page(true)], caseProgress: 150 })).toBe(100);
    expect(onboardingProgress({ site: crawled, pages: [page(true)], caseProgress: -5 })).toBe(75);
  });
});
