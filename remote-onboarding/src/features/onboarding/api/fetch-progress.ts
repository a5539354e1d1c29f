import { call } from '@vigil/shared';
import { onboardingProgress } from '../progress';

// The API caps a page at 100; a first site on onboarding is far smaller (plans allow 3-5 pages).
const PAGE_LIMIT = 100;

/** Reads the site, its pages and its case generation, and turns them into a progress value. */
export async function fetchProgress(siteId: string): Promise<number> {
  const [site, pages, processes] = await Promise.all([
    call('getSite', { params: { id: siteId } }),
    call('listPages', { query: { site_id: siteId, limit: PAGE_LIMIT } }),
    call('listProcesses', { query: { type: 'case.generate', site_id: siteId } }),
  ]);
  const caseProgress = Math.max(0, ...processes.results.map((process) => process.progress));
  return onboardingProgress({ site, pages: pages.results, caseProgress });
}
