import type { CaseRunStep, CaseStep } from '@vigil/contract';
import { CHROMIUM_PATH } from '../browser/flags';
import { ReusableBrowser } from '../browser/reusable-browser';
import { createSsrfGuard } from '../net/guard';
import { startFixtureApp, type FixtureApp } from '../../test/fixture-app';
import { findAny, locateUnique } from './locate';
import { runAndRepair, runSteps, type RunOptions } from './runner';

jest.setTimeout(120_000);

let app: FixtureApp;
const guard = createSsrfGuard('127.0.0.1');
const browser = new ReusableBrowser(CHROMIUM_PATH, guard);
beforeAll(async () => {
  app = await startFixtureApp();
});
afterAll(async () => {
  await browser.close();
  await app.close();
});

type Target = Partial<Pick<CaseStep['action'], 'selector' | 'value' | 'locator'>>;
const act = (
  type: CaseStep['action']['type'],
  target: Target = {},
  assertion: CaseStep['assertion'] = null,
): CaseStep => ({
  action: { selector: null, value: null, ...target, type },
  assertion,
});
const check = (type: NonNullable<CaseStep['assertion']>['type'], target: Target = {}) => ({
  selector: null,
  value: null,
  ...target,
  type,
});

const run = (steps: CaseStep[], options: Partial<RunOptions> = {}) =>
  runSteps(steps, { browser, guard, siteUrl: app.origin, ...options });

const statuses = (results: CaseRunStep[]) => results.map((result) => result.status);

describe('the step runner', () => {
  it('signs in through a form found by label and role, and checks the URL and the heading', async () => {
    const results = await run([
      act('navigate', { value: '/login' }, check('exists', { selector: 'form' })),
      act('change', { locator: { label: 'Username' }, selector: '#user', value: 'ada' }),
      act('change', { locator: { label: 'Password' }, value: 'open sesame' }),
      act(
        'click',
        { locator: { role: 'button', name: 'Sign in' }, selector: '.btn-x1' },
        check('url', { value: '/account' }),
      ),
      act(
        'scroll',
        {},
        check('text', {
          locator: { role: 'heading', name: 'Welcome, Ada' },
          value: 'Welcome, Ada',
        }),
      ),
    ]);
    expect(statuses(results)).toEqual(['passed', 'passed', 'passed', 'passed', 'passed']);
    expect(results.map((result) => result.locator?.kind ?? null)).toEqual([
      'css',
      'label',
      'label',
      'role',
      'role',
    ]);
    expect(results[3]!.url).toBe(`${app.origin}/account`);
    expect(results.every((result) => result.duration_ms! >= 0 && result.error === null)).toBe(true);
  });

  it('runs every action and assertion type through a two-step form, with console errors and screenshots', async () => {
    const shots: number[] = [];
    const results = await run(
      [
        act(
          'navigate',
          { value: `http://elsewhere.example/order` },
          check('regex', { value: '/order$' }),
        ),
        act('wait', { selector: '#late' }, check('contains', { selector: '#late', value: 'late' })),
        act('select', { locator: { label: 'Size' }, value: 'Large' }),
        act('hover', { selector: '#next' }, check('visible', { selector: '#tip' })),
        act(
          'click',
          { locator: { role: 'button', name: 'Next' } },
          check('visible', { locator: { label: 'Note' } }),
        ),
        act('change', { locator: { label: 'Note' }, value: 'gift wrap' }),
        act(
          'click',
          { locator: { test_id: 'finish' } },
          check('match', { locator: { role: 'status' }, value: 'Ordered l' }),
        ),
        act(
          'wait',
          { value: '50' },
          check('regex', { selector: '#out', value: '^Ordered l: gift w\\w+$' }),
        ),
        act('key', { value: 'Escape' }, check('text', { selector: '#out', value: 'Escaped' })),
        act('scroll', { selector: '#bottom' }, check('visible', { locator: { text: 'The end' } })),
      ],
      {
        screenshot: async (index, png) => {
          expect(png.subarray(1, 4).toString()).toBe('PNG');
          shots.push(index);
          return {
            id: '00000000-0000-4000-8000-000000000000',
            url: `/shot/${index}`,
            content_type: 'image/png',
          };
        },
      },
    );
    expect(results.map((result) => [result.index, result.status, result.error])).toEqual(
      results.map((_, index) => [index, 'passed', null]),
    );
    // The absolute address of another host was taken onto the run's site.
    expect(results[0]!.url).toBe(`${app.origin}/order`);
    expect(results[0]!.console_errors).toEqual(['order page boom']);
    expect(results[1]!.console_errors).toEqual([]);
    expect(results.map((result) => result.locator?.kind ?? null)).toEqual([
      null,
      'css',
      'label',
      'css',
      'role',
      'label',
      'test_id',
      'css',
      'css',
      'css',
    ]);
    expect(shots).toEqual(results.map((_, index) => index));
    expect(results[9]!.screenshot?.url).toBe('/shot/9');
  });

  it('falls back to the next locator after the class changes, and records which one matched', async () => {
    const byClass = [act('navigate', { value: '/button' }), act('click', { selector: '.css-1a9' })];
    expect(statuses(await run(byClass))).toEqual(['passed', 'passed']); // first visit: css-1a9
    const second = await run(byClass);
    expect(second[1]).toMatchObject({ status: 'failed', error: 'no element matches css .css-1a9' });

    const robust = [
      act('navigate', { value: '/button' }),
      act('click', { locator: { role: 'button', name: 'Subscribe now' }, selector: '.css-3a9' }),
      act('click', {
        locator: { role: 'button', name: 'Subscribe now', text: 'Subscribe' },
        selector: '.css-1a9',
      }),
    ];
    const third = await run(robust); // third visit: css-3a9
    expect(third.map((result) => [result.status, result.locator?.kind])).toEqual([
      ['passed', undefined],
      ['passed', 'css'],
      ['passed', 'text'],
    ]);
  });

  it('fails fast on a missing or ambiguous element, skipping the rest unless told to go on', async () => {
    const steps = [
      act('navigate', { value: '/links' }),
      act('click', { selector: '#nope' }),
      act('click', { selector: 'nav a.item' }),
      act('click', { locator: { role: 'link', name: 'More' } }),
      act('click', { locator: { role: 'link', name: 'Contact' } }, check('url', { value: '/c' })),
    ];
    const started = Date.now();
    const stopped = await run(steps);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(stopped.map((result) => [result.status, result.error])).toEqual([
      ['passed', null],
      ['failed', 'no element matches css #nope'],
      ['skipped', null],
      ['skipped', null],
      ['skipped', null],
    ]);
    const all = await run(steps, { continueOnFailure: true });
    expect(all.map((result) => [result.status, result.error])).toEqual([
      ['passed', null],
      ['failed', 'no element matches css #nope'],
      ['failed', 'not unique: css nav a.item matches 2 elements'],
      ['failed', 'not unique: role link named "More" matches 2 elements'],
      ['passed', null],
    ]);
  });

  it('repairs a selector matching several elements with a unique role and name, if there is one', async () => {
    const steps = [
      act('navigate', { value: '/links' }),
      act('click', { selector: 'a[href="/c"]' }, check('url', { value: '/c' })),
    ];
    const plain = await run(steps);
    expect(plain[1]!.error).toBe('not unique: css a[href="/c"] matches 2 elements');
    const fixed = await runAndRepair(steps, { browser, guard, siteUrl: app.origin });
    expect(statuses(fixed.results)).toEqual(['passed', 'passed']);
    expect(fixed.results[1]!.locator).toEqual({
      kind: 'role',
      description: 'role link named "Contact"',
    });
    expect(fixed.steps[1]!.action.locator).toEqual({ role: 'link', name: 'Contact' });
    expect(steps[1]!.action.locator).toBeUndefined(); // the given steps are left as they were
    // Two links both named "More": nothing tells them apart, so the step still fails.
    const ambiguous = await runAndRepair([steps[0]!, act('click', { selector: 'nav a.item' })], {
      browser,
      guard,
      siteUrl: app.origin,
    });
    expect(ambiguous.results[1]!.error).toBe('not unique: css nav a.item matches 2 elements');
  });

  it('submits a search form without a submit button by pressing Enter in its field', async () => {
    const results = await run([
      act('navigate', { value: '/search' }),
      act('change', { locator: { label: 'Search docs' }, value: 'vigil' }),
      act(
        'key',
        { locator: { label: 'Search docs' }, value: 'Enter' },
        check('contains', { selector: '#query', value: 'vigil' }),
      ),
    ]);
    expect(statuses(results)).toEqual(['passed', 'passed', 'passed']);
    expect(results[2]!.url).toBe(`${app.origin}/search?q=vigil&area=default`);
  });

  it('ends a step at its time-out and the run at its own', async () => {
    // 5 s a step: a loaded machine's Chromium answers a look within it (at 1.5 s a starved
    // Chromium left the look unanswered: "the page did not answer", failed CI at load 10).
    const slow = await run(
      [act('navigate', { value: '/order' }), act('wait', { selector: '#never' })],
      { stepTimeoutMs: 5000 },
    );
    expect(slow[1]).toMatchObject({ status: 'failed', error: 'no element matches css #never' });
    expect(slow[1]!.duration_ms).toBeGreaterThanOrEqual(4000);
    expect(slow[1]!.duration_ms).toBeLessThan(15_000);
    const capped = await run(
      [
        act('navigate', { value: '/order' }),
        act('wait', { value: '3000' }),
        act('navigate', { value: '/login' }),
      ],
      { runTimeoutMs: 2000, continueOnFailure: true },
    );
    expect(capped.map((result) => result.status)).toEqual(['passed', 'failed', 'failed']);
    expect(capped[1]!.error).toMatch(/timed out/);
    expect(capped[2]!.error).toBe('the run timed out before this step');
  });

  it("says the page did not answer when its script keeps it busy, before the step's time-out", async () => {
    // The page's script is busy without a break from 0.3 s after it loads, and each look at the
    // page waits for it: the wait ends on time (before the step's 5 s), and says that nobody
    // saw the element missing rather than "no element matches" (an alarm without a cause). The
    // step's time-out leaves a loaded machine's Chromium ample time for the navigation.
    const busy = await run(
      [
        act('navigate', { value: '/busy-without-break' }),
        act('wait', { value: '400' }),
        act('wait', { selector: '#never' }),
      ],
      { stepTimeoutMs: 5000 },
    );
    expect(busy.map((result) => result.status)).toEqual(['passed', 'passed', 'failed']);
    expect(busy[2]!.error).toMatch(
      /^the page did not answer while css #never was looked for \(\d\.\d s: its scripts kept it busy\)$/,
    );
    expect(busy[2]!.duration_ms).toBeLessThan(5000);
  });

  it("waits for the first look's answer as long as the step may take, even with no wait left", async () => {
    await browser.withPage({}, async (page) => {
      // Busy from 0.3 s to 3.2 s after load: the first look is answered about 2.5 s late.
      await page.goto(`${app.origin}/busy`);
      await page.waitForTimeout(700);
      const noWaitLeft = { waitMs: 0, firstLookMs: 10_000 };
      const found = await locateUnique(page, { selector: 'h1' }, noWaitLeft);
      expect(found.description).toBe('css h1');
      await expect(findAny(page, { selector: 'h1' }, noWaitLeft)).resolves.toBeTruthy();
      await expect(locateUnique(page, { selector: '#never' }, noWaitLeft)).rejects.toThrow(
        'no element matches css #never',
      );
    });
  });

  it('fails a navigation to a page that answers 404 and a regex that does not compile', async () => {
    const results = await run(
      [
        act('navigate', { value: '/missing' }),
        act('navigate', { value: '/login' }, check('regex', { value: '(' })),
      ],
      { continueOnFailure: true },
    );
    expect(results.map((result) => result.error)).toEqual([
      `${app.origin}/missing answered 404`,
      '/(/ is not a valid regular expression',
    ]);
  });
});
