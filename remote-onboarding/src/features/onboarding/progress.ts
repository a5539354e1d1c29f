import type { Page, Site } from '@vigil/contract';

/** product.md §9: the milestones the bar passes and the share each stage contributes. */
export const PROGRESS_CRAWLING = 10;
export const PROGRESS_CRAWLED = 25;
export const SCANS_SHARE = 50;
export const CASES_SHARE = 25;
export const PROGRESS_DONE = 100;

export interface ProgressInput {
  site: Pick<Site, 'time_crawl_completed'>;
  pages: readonly Pick<Page, 'info'>[];
  /** The case.generate process's progress, 0-100; 0 when none has started. */
  caseProgress: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Onboarding progress (product.md §4): 10 crawling, 25 crawled, then scans and case generation. */
export function onboardingProgress({ site, pages, caseProgress }: ProgressInput): number {
  if (!site.time_crawl_completed) return PROGRESS_CRAWLING;
  const scanned = pages.filter((page) => page.info.latest_scan?.time_completed).length;
  const scanShare = pages.length === 0 ? 0 : (SCANS_SHARE * scanned) / pages.length;
  const caseShare = (CASES_SHARE * clamp(caseProgress, 0, 100)) / 100;
  // Floor, not round: 99.6 must not show "done" while a page is still being scanned.
  return Math.floor(PROGRESS_CRAWLED + scanShare + caseShare);
}
