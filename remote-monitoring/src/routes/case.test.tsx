import { screen, within } from '@testing-library/react';
import { caseFixture, step } from '../features/cases/testing/case-fixtures';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import { answerCalls, callsTo, httpError } from '../testing/render-app';
import { siteFixture } from '../testing/monitoring-fixtures';
import { resetBetweenTests } from '../testing/reset';
import { CaseRoute } from './case';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const renderCase = (id: string) => renderRoute('/case/:id', <CaseRoute />, `/case/${id}`);
const site = siteFixture(1);
const signUp = caseFixture(1, { title: 'Sign up with "quotes"', site: site.id });
const stepsList = () => within(screen.getByRole('region', { name: 'Steps' })).getByRole('list');
// A step in words, without its controls' labels (Edit ↑ ↓ Remove) and what it still needs.
const stepText = (number: number) =>
  within(stepsList())
    .getByRole('listitem', { name: `Step ${number}` })
    .textContent?.replace(/Edit↑↓Remove.*$/, '');

/** The text of a Blob, read the way a browser would (jsdom's Blob has no text()). */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

let downloads: { blob: Blob; fileName: string }[];
let clickSpy: jest.SpyInstance;
beforeEach(() => {
  downloads = [];
  let lastBlob: Blob | null = null;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:case-spec';
  });
  URL.revokeObjectURL = jest.fn();
  // jsdom would try to navigate to the blob: URL; record what a browser would save instead.
  clickSpy = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.href === 'blob:case-spec' && lastBlob) {
      downloads.push({ blob: lastBlob, fileName: this.download });
    }
  });
});
afterEach(() => clickSpy.mockRestore());

describe('Case (call mocked at the @vigil/shared boundary)', () => {
  it('shows the title, type, site and each step with its check in words', async () => {
    answerCalls({ getCase: () => signUp, getSite: () => site });
    renderCase(signUp.id);
    expect(await screen.findByRole('heading', { name: signUp.title })).toBeVisible();
    expect(screen.getByText('Generated')).toBeVisible();
    expect(screen.getByText('3 steps')).toBeVisible();
    expect(await screen.findByRole('link', { name: site.site_url })).toHaveAttribute(
      'href',
      `/site/${site.id}`,
    );
    expect(within(stepsList()).getAllByRole('listitem')).toHaveLength(3);
    expect(stepText(1)).toBe('1.Go to https://site-1.example.com/signupExpect body to exist');
    expect(stepText(2)).toBe('2.Enter jane.doe@example.com in #emailExpect #email to be visible');
    expect(stepText(3)).toBe('3.Click #signupExpect h1 to contain Welcome');
    expect(within(stepsList()).getByText('#signup').tagName).toBe('CODE');
    expect(callsTo('getCase')).toEqual([{ params: { id: signUp.id } }]);
    expect(callsTo('getSite')).toEqual([{ params: { id: site.id } }]);
  });

  it('words every kind of action and check', async () => {
    const steps = [
      step({ type: 'scroll', selector: '#pricing', value: null }),
      step({ type: 'scroll', selector: null, value: null }),
      step({ type: 'hover', selector: 'nav .menu', value: null }),
      step({ type: 'key', selector: '#search', value: 'Enter' }),
      step(
        { type: 'key', selector: null, value: 'Escape' },
        { type: 'match', selector: null, value: 'https://site-1.example.com/pricing' },
      ),
      step({ type: 'click', selector: null, value: null }),
    ];
    const recorded = caseFixture(2, { type: 'recorded', site: null, steps });
    answerCalls({ getCase: () => recorded });
    renderCase(recorded.id);
    await screen.findByRole('region', { name: 'Steps' });
    expect(screen.getByText('Recorded')).toBeVisible();
    expect(screen.getByText('No site')).toBeVisible();
    expect([1, 2, 3, 4, 5, 6].map(stepText)).toEqual([
      '1.Scroll to #pricing',
      '2.Scroll down the page',
      '3.Hover over nav .menu',
      '4.Press Enter in #search',
      '5.Press EscapeExpect the page address to be https://site-1.example.com/pricing',
      '6.Click (no element given)',
    ]);
    // A broken stored step says what it lacks.
    expect(
      within(stepsList()).getByRole('listitem', { name: 'Step 6' }),
    ).toHaveAccessibleDescription(
      'Click needs an element: a role, label, text, test id or CSS selector.',
    );
    expect(callsTo('getSite')).toEqual([]);
  });

  it('downloads the case as a Playwright test written from its steps', async () => {
    answerCalls({ getCase: () => signUp, getSite: () => site });
    const { user } = renderCase(signUp.id);
    await screen.findByRole('link', { name: site.site_url });
    await user.click(screen.getByRole('button', { name: 'Export as Playwright test' }));

    expect(downloads).toHaveLength(1);
    const { blob, fileName } = downloads[0]!;
    expect(fileName).toBe('vigil-sign-up-with-quotes.spec.ts');
    const spec = await readBlob(blob);
    expect(spec).toContain("import { expect, test, type Locator } from '@playwright/test';");
    expect(spec).toContain(`// Site: ${site.site_url}`);
    expect(spec).toContain('test("Sign up with \\"quotes\\"", async ({ page }) => {');
    const statements = spec
      .split('\n')
      .slice(spec.split('\n').findIndex((line) => line.startsWith('test(')))
      .map((line) => line.trim())
      .filter((line) => line.startsWith('await '));
    expect(statements).toEqual([
      'await page.goto("https://site-1.example.com/signup");',
      'await expect(page.locator("body")).not.toHaveCount(0);',
      'await fillField(page.locator("#email"), "jane.doe@example.com");',
      'await expect(page.locator("#email")).toBeVisible();',
      'await page.locator("#signup").click();',
      'await expect(page.locator("h1")).toContainText("Welcome");',
    ]);
    // The object URL is let go once the download has started.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:case-spec');
  });

  it('resolves relative addresses against the site in the export', async () => {
    const relative = caseFixture(3, {
      site: site.id,
      steps: [step({ type: 'navigate', selector: null, value: '/pricing' })],
    });
    answerCalls({ getCase: () => relative, getSite: () => site });
    const { user } = renderCase(relative.id);
    await screen.findByRole('link', { name: site.site_url });
    await user.click(screen.getByRole('button', { name: 'Export as Playwright test' }));
    expect(await readBlob(downloads[0]!.blob)).toContain(
      'await page.goto("https://site-1.example.com/pricing");',
    );
  });

  it('offers no export for a case without steps', async () => {
    const empty = caseFixture(4, { site: null, steps: [] });
    answerCalls({ getCase: () => empty });
    renderCase(empty.id);
    expect(await screen.findByText(/^This case has no steps\./)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export as Playwright test' })).toBeDisabled();
  });

  it.each([404, 400])('says the case was not found when the API answers %s', async (status) => {
    answerCalls({ getCase: () => Promise.reject(httpError(status, { detail: 'Not found.' })) });
    renderCase('nope');
    expect(await screen.findByText('Case not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your cases' })).toHaveAttribute(
      'href',
      '/case',
    );
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    answerCalls({
      getCase: () => (fail ? Promise.reject(httpError(500, { detail: 'Boom' })) : signUp),
      getSite: () => site,
    });
    const { user } = renderCase(signUp.id);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the case.Boom');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: signUp.title })).toBeVisible();
  });
});
