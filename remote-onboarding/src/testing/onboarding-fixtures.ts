import type { Account, Page, Process, Site, SurveyAnswer } from '@vigil/contract';
import { surveyQuestions } from '@vigil/contract';
import { appStore, memberAtom, signIn, teamAtom } from '@vigil/shared';
import { sessionFixture, slicesFixture } from '@vigil/shared/testing';

export const SITE_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const DONE = '2026-01-01T01:00:00Z';

export const list = <T>(results: T[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

export function siteFixture(crawled: boolean, id = SITE_ID): Site {
  return {
    ...slicesFixture().siteData.results[0]!,
    id,
    time_crawl_completed: crawled ? DONE : null,
  };
}

/** `scanned` of `total` pages have a completed latest scan. */
export function pagesFixture(scanned: number, total: number): Page[] {
  return Array.from({ length: total }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    site: SITE_ID,
    page_url: `https://example.com/${index}`,
    info: {
      latest_scan: index < scanned ? { id: SITE_ID, time_completed: DONE, score: 90 } : null,
      latest_test: null,
    },
    tags: [],
    aliases: [],
    canonical_url: null,
  }));
}

export function caseProcess(progress: number): Process {
  return {
    id: SITE_ID,
    site: SITE_ID,
    type: 'case.generate',
    progress,
    success: null,
    exception: null,
    detail: null,
    time_created: DONE,
    time_completed: null,
  };
}

export function roleSurvey(answer: string): SurveyAnswer[] {
  const question = surveyQuestions[3];
  return [{ question: question.question, answer, choices: [...question.choices], index: 3 }];
}

/** Signed in as an admin of a team of `type` (the wizard has stored team and member). */
export function signInAs(
  options: { member?: 'admin' | 'contributor'; team?: Partial<Account> } = {},
) {
  const slices = slicesFixture();
  signIn(sessionFixture());
  appStore.set(memberAtom, { ...slices.member, type: options.member ?? 'admin' });
  appStore.set(teamAtom, { ...slices.team, ...options.team });
}
