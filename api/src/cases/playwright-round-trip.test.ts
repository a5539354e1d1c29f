import { importPlaywright, toPlaywrightSpec, type Case, type CaseStep } from '@vigil/contract';
import { generateCases } from './generator';
import { ONBOARDING_HOME, SPHINX_PAGE } from '../../test/verified-cases-fixture';

/** A form with a select, a checkbox and a labelled field: every shape the form case writes. */
const SIGN_UP = `<!doctype html><html><body><form action="/done">
<label for="name">Full name</label><input id="name" name="name" required>
<label>Plan <select name="plan"><option>free</option><option>pro</option></select></label>
<label><input type="checkbox" name="terms" required> I agree</label>
<input type="search" name="q" aria-label="Search">
<button type="submit" data-testid="send">Send</button></form></body></html>`;

const PAGES = [
  { url: 'https://fixture.example.com/', html: ONBOARDING_HOME },
  { url: 'https://docs.example.com/docs/', html: SPHINX_PAGE },
  { url: 'https://shop.example.com/sign-up', html: SIGN_UP },
];

/**
 * `match` is an alias (contains on an element, an exact address on the page), which Playwright
 * writes as toContainText / toHaveURL and the import reads back under those names.
 */
function canonical(steps: CaseStep[]): CaseStep[] {
  return steps.map(({ action, assertion }) => ({
    action,
    assertion:
      assertion?.type === 'match'
        ? {
            ...assertion,
            type: assertion.selector !== null || assertion.locator ? 'contains' : 'url',
          }
        : assertion,
  }));
}

const cases = PAGES.flatMap((page) =>
  generateCases([page]).map((generated) => ({ page, generated })),
);

it('generates every kind of case from the fixture pages', () => {
  expect(new Set(cases.map(({ generated }) => generated.key))).toEqual(
    new Set(['form', 'navigation', 'cta']),
  );
});

it.each(
  cases.map(({ page, generated }) => [`${generated.key} of ${page.url}`, page, generated] as const),
)('the export of the generated %s re-imports to the same steps', (_name, page, generated) => {
  const testCase: Case = {
    id: '6b0d3f52-1f47-4cbb-8f3a-0c3b8a6b3a10',
    title: generated.title,
    site: null,
    type: 'generated',
    steps: generated.steps,
    time_created: new Date(0).toISOString(),
  };
  const imported = importPlaywright(toPlaywrightSpec(testCase, page.url));
  expect(imported.unsupported).toEqual([]);
  expect(imported.title).toBe(generated.title);
  expect(imported.steps).toEqual(canonical(generated.steps));
});
