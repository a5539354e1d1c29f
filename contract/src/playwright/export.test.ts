import ts from 'typescript';
import type { Case, CaseStep } from '../ops';
import { literal, specFileName, toPlaywrightSpec } from './export';
import { caseFixture, formSteps, step } from './testing/case-fixtures';
import { runSpec } from './testing/run-spec';

const SITE = 'https://acme.example.com';
const withSteps = (steps: CaseStep[], overrides: Partial<Case> = {}) =>
  caseFixture(1, { title: 'Sign up', steps, ...overrides });
/** The statements of the test body, trimmed, without comments and blank lines. */
function codeOf(steps: CaseStep[], siteUrl: string | null = SITE) {
  const lines = toPlaywrightSpec(withSteps(steps), siteUrl).split('\n');
  return lines
    .slice(lines.findIndex((line) => line.startsWith('test(')) + 1)
    .map((line) => line.trim())
    .filter((line) => line.startsWith('await '));
}

const act = (type: CaseStep['action']['type'], selector: string | null, value: string | null) =>
  step({ type, selector, value });
const check = (
  type: NonNullable<CaseStep['assertion']>['type'],
  selector: string | null,
  value: string | null,
) => step({ type: 'navigate', selector: null, value: '/' }, { type, selector, value });

describe('toPlaywrightSpec: actions', () => {
  it.each<[string, CaseStep, string]>([
    [
      'navigate (absolute)',
      act('navigate', null, 'https://x.example/a?b=1'),
      'await page.goto("https://x.example/a?b=1");',
    ],
    [
      'navigate (relative, against the site)',
      act('navigate', null, '/pricing'),
      `await page.goto("${SITE}/pricing");`,
    ],
    ['navigate (no address: the site)', act('navigate', null, null), `await page.goto("${SITE}");`],
    ['click', act('click', '#signup', null), 'await page.locator("#signup").click();'],
    [
      'change',
      act('change', 'input[name="email"]', 'jane@example.com'),
      'await fillField(page.locator("input[name=\\"email\\"]"), "jane@example.com");',
    ],
    ['hover', act('hover', 'nav .menu', null), 'await page.locator("nav .menu").hover();'],
    [
      'scroll to an element',
      act('scroll', '#footer', null),
      'await page.locator("#footer").scrollIntoViewIfNeeded();',
    ],
    ['scroll by a distance', act('scroll', null, '1200'), 'await page.mouse.wheel(0, 1200);'],
    ['scroll without a distance', act('scroll', null, null), 'await page.mouse.wheel(0, 800);'],
    [
      'key in an element',
      act('key', '#search', 'Enter'),
      'await page.locator("#search").press("Enter");',
    ],
    ['key on the page', act('key', null, 'Escape'), 'await page.keyboard.press("Escape");'],
  ])('%s', (_name, given, expected) => {
    expect(codeOf([given])).toEqual([expected]);
  });

  it('keeps a relative address relative when the case has no site', () => {
    expect(codeOf([act('navigate', null, '/pricing')], null)).toEqual([
      'await page.goto("/pricing");',
    ]);
  });

  it('leaves a visible note instead of code for a step that names no element', () => {
    const spec = toPlaywrightSpec(withSteps([act('click', null, null)]), SITE);
    expect(spec).toContain('// Skipped: the click step names no element.');
    expect(spec).not.toContain('.click()');
  });

  it('defines the fill helper (select-aware) only when a step fills a field', () => {
    expect(toPlaywrightSpec(withSteps([act('click', '#a', null)]), SITE)).not.toContain(
      'fillField',
    );
    const spec = toPlaywrightSpec(withSteps([act('change', '#topic', 'sales')]), SITE);
    expect(spec).toContain("import { expect, test, type Locator } from '@playwright/test';");
    expect(spec).toContain('await field.selectOption(value);');
    expect(spec).toContain('await field.fill(value);');
  });

  it('chooses the option of a <select> and types into any other field', async () => {
    const spec = toPlaywrightSpec(
      withSteps([act('change', '#topic', 'sales'), act('change', '#name', 'Jane')]),
      SITE,
    );
    expect(await runSpec(spec, ['#topic'])).toEqual([
      'test Sign up',
      'selectOption locator(#topic) sales',
      'fill locator(#name) Jane',
    ]);
  });
});

describe('toPlaywrightSpec: assertions', () => {
  it.each<[string, CaseStep, string]>([
    [
      'exists',
      check('exists', 'body', null),
      'await expect(page.locator("body")).not.toHaveCount(0);',
    ],
    ['visible', check('visible', 'h1', null), 'await expect(page.locator("h1")).toBeVisible();'],
    [
      'match on an element',
      check('match', '.price', '19 €'),
      'await expect(page.locator(".price")).toContainText("19 €");',
    ],
    [
      'match on the address',
      check('match', null, 'https://acme.example.com/pricing'),
      'await expect(page).toHaveURL("https://acme.example.com/pricing");',
    ],
    [
      'url',
      check('url', null, '/pricing'),
      'await expect(page).toHaveURL("https://acme.example.com/pricing");',
    ],
    ['exact text', check('text', 'h1', 'Hi'), 'await expect(page.locator("h1")).toHaveText("Hi");'],
    [
      'contains',
      check('contains', 'h1', 'Hi'),
      'await expect(page.locator("h1")).toContainText("Hi");',
    ],
    [
      'regex',
      check('regex', 'h1', '^Hi\\b'),
      'await expect(page.locator("h1")).toHaveText(new RegExp("^Hi\\\\b"));',
    ],
    [
      'address contains',
      check('contains', null, '/docs'),
      'await expect(page).toHaveURL((url) => url.href.includes("/docs"));',
    ],
  ])('%s', (_name, given, expected) => {
    expect(codeOf([given])[1]).toBe(expected);
  });

  it('finds elements by the step locator first (role + name, label, text, test id), else CSS', () => {
    const click = (locator: CaseStep['action']['locator']) =>
      step({ type: 'click', selector: '.btn', value: null, locator });
    expect(
      codeOf([
        click({ role: 'link', name: 'Pricing' }),
        click({ label: 'Email', text: 'x' }),
        click({ text: 'Go' }),
        click({ test_id: 'go' }),
        click({}),
        step(
          { type: 'navigate', selector: null, value: '/' },
          { type: 'text', selector: null, value: 'Hi', locator: { role: 'heading' } },
        ),
      ]),
    ).toEqual([
      'await page.getByRole("link", { name: "Pricing", exact: true }).or(page.locator(".btn")).click();',
      'await page.getByLabel("Email", { exact: true }).or(page.getByText("x", { exact: true })).or(page.locator(".btn")).click();',
      'await page.getByText("Go", { exact: true }).or(page.locator(".btn")).click();',
      'await page.getByTestId("go").or(page.locator(".btn")).click();',
      'await page.locator(".btn").click();',
      'await page.goto("https://acme.example.com/");',
      'await expect(page.getByRole("heading")).toHaveText("Hi");',
    ]);
  });

  it('writes the select and wait actions', () => {
    expect(
      codeOf([act('select', '#size', 'l'), act('wait', '#late', null), act('wait', null, '50')]),
    ).toEqual([
      'await page.locator("#size").selectOption("l");',
      'await page.locator("#late").waitFor();',
      'await page.waitForTimeout(50);',
    ]);
  });

  it('writes no assertion for a step without one', () => {
    expect(codeOf([act('click', '#a', null)])).toEqual(['await page.locator("#a").click();']);
  });
});

describe('toPlaywrightSpec: the file', () => {
  it('is a named Playwright test with every step, in order, described in a comment', () => {
    const spec = toPlaywrightSpec(withSteps(formSteps), SITE);
    expect(spec).toContain("import { expect, test, type Locator } from '@playwright/test';");
    expect(spec).toContain('test("Sign up", async ({ page }) => {');
    const comments = spec.split('\n').filter((line) => line.trim().startsWith('// Step'));
    expect(comments.map((line) => line.trim())).toEqual([
      '// Step 1: Go to `https://site-1.example.com/signup`, then expect `body` to exist',
      '// Step 2: Enter `jane.doe@example.com` in `#email`, then expect `#email` to be visible',
      '// Step 3: Click `#signup`, then expect `h1` to contain `Welcome`',
    ]);
    expect(spec.endsWith('});\n')).toBe(true);
  });

  it('is valid TypeScript and drives the page step by step', async () => {
    const spec = toPlaywrightSpec(withSteps(formSteps), SITE);
    const { diagnostics } = ts.transpileModule(spec, { reportDiagnostics: true });
    expect(diagnostics).toEqual([]);
    expect(await runSpec(spec)).toEqual([
      'test Sign up',
      'goto https://site-1.example.com/signup',
      'expect locator(body) not.toHaveCount 0',
      'fill locator(#email) jane.doe@example.com',
      'expect locator(#email) toBeVisible',
      'click locator(#signup)',
      'expect locator(h1) toContainText Welcome',
    ]);
  });
});

describe('toPlaywrightSpec: escaping', () => {
  const nasty = 'He said "hi" \\ it\'s `${process.exit()}`\nline two\r\u2028end */';

  it('keeps every character of a value exactly, as a literal that cannot break out', async () => {
    expect(new Function(`return ${literal(nasty)}`)()).toBe(nasty);
    const spec = toPlaywrightSpec(
      withSteps([act('change', nasty, nasty), check('match', nasty, nasty)], { title: nasty }),
      SITE,
    );
    const { diagnostics } = ts.transpileModule(spec, { reportDiagnostics: true });
    expect(diagnostics).toEqual([]);
    expect(await runSpec(spec)).toEqual([
      `test ${nasty}`,
      `fill locator(${nasty}) ${nasty}`,
      `goto ${SITE}/`,
      `expect locator(${nasty}) toContainText ${nasty}`,
    ]);
  });
});

describe('specFileName', () => {
  it('names the file after the title, in file-name-safe words', () => {
    expect(specFileName({ id: 'x', title: 'Primary call to action: Get started!' })).toBe(
      'vigil-primary-call-to-action-get-started.spec.ts',
    );
    expect(specFileName({ id: 'abc', title: '«»' })).toBe('vigil-abc.spec.ts');
  });
});
