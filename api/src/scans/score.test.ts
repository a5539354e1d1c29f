import { lighthouseNotRun } from './lighthouse';
import { brokenPageReason, overallScore } from './score';

const clean = {
  a11y: { violations: [] },
  security: null,
  logs: [],
};

describe('overallScore', () => {
  it('leaves out a Lighthouse run that is not done, even with categories it reported', () => {
    // What the runner used to keep from a run ending in a runtime error: partial categories.
    const failed = {
      ...lighthouseNotRun('failed', 'NO_LCP'),
      scores: { performance: null, accessibility: 40, best_practices: 40, seo: 40, average: 40 },
    };
    expect(overallScore({ ...clean, lighthouse: failed })).toBe(100);
    expect(overallScore({ ...clean, lighthouse: lighthouseNotRun('not_sampled') })).toBe(100);
    const done = { ...failed, status: 'done' as const };
    expect(overallScore({ ...clean, lighthouse: done })).toBe(80); // (100 + 100 + 40) / 3
  });
});

describe('brokenPageReason', () => {
  it.each([
    [{ status: 404, contentType: 'text/html' }, 'HTTP 404'],
    [{ status: 500, contentType: '' }, 'HTTP 500'],
    [{ status: 200, contentType: 'application/pdf' }, 'not an HTML page: application/pdf'],
    [{ status: 200, contentType: 'text/html; charset=utf-8' }, null],
    [{ status: 200, contentType: 'application/xhtml+xml' }, null],
    [{ status: 304, contentType: '' }, null],
  ])('%j → %s', (answer, reason) => expect(brokenPageReason(answer)).toBe(reason));
});
