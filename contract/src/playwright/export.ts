import type { Case, CaseStep } from '../ops';
import { describeAction, describeAssertion, plainText } from './describe-step';

type Action = CaseStep['action'];
type Assertion = NonNullable<CaseStep['assertion']>;

/**
 * A TypeScript string literal holding `value` exactly. JSON escaping covers quotes, backslashes,
 * newlines and control characters; inside double quotes a backtick or `${` is plain text. U+2028
 * and U+2029 are escaped too, so no editor or older parser reads them as line ends.
 */
export const literal = (value: string) =>
  JSON.stringify(value)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

// Comments are one line: a title or selector with a line break must not end the comment early.
const comment = (value: string) => `// ${value.replace(/[\r\n\u2028\u2029]+/g, ' ')}`;

const isAbsolute = (url: string) => /^[a-z][a-z\d+.-]*:/i.test(url);

/**
 * A relative address against the site; without a site it stays relative (Playwright's baseURL).
 * Resolved by hand: the contract runs where no `URL` global is typed (paths and `//host` only;
 * a bare `pricing` is taken from the site's folder).
 */
function resolveUrl(url: string | null, siteUrl: string | null): string | null {
  if (url === null || url === '') return siteUrl;
  if (isAbsolute(url) || siteUrl === null) return url;
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(siteUrl)?.[0];
  if (!origin) return url;
  if (url.startsWith('//')) return `${origin.slice(0, origin.indexOf(':') + 1)}${url}`;
  if (url.startsWith('/')) return `${origin}${url}`;
  const path = siteUrl.slice(origin.length).replace(/[?#].*$/, '');
  return `${origin}${path.slice(0, path.lastIndexOf('/') + 1) || '/'}${url}`;
}

/**
 * How the step finds its element, in Playwright's words: every way it has, in the order Vigil's
 * runner tries them (role + name, label, text, test id, CSS), joined by `.or()`, so a changed
 * class name does not break the exported test either and the import reads every way back.
 */
function targetOf({ selector, locator }: Action | Assertion): string | null {
  const ways: string[] = [];
  if (locator?.role) {
    const name = locator.name ? `, { name: ${literal(locator.name)}, exact: true }` : '';
    ways.push(`page.getByRole(${literal(locator.role)}${name})`);
  }
  if (locator?.label) ways.push(`page.getByLabel(${literal(locator.label)}, { exact: true })`);
  if (locator?.text) ways.push(`page.getByText(${literal(locator.text)}, { exact: true })`);
  if (locator?.test_id) ways.push(`page.getByTestId(${literal(locator.test_id)})`);
  if (selector !== null) ways.push(`page.locator(${literal(selector)})`);
  const [first, ...others] = ways;
  return first === undefined ? null : `${first}${others.map((way) => `.or(${way})`).join('')}`;
}

// A step Vigil cannot express in Playwright stays visible in the file instead of vanishing.
const skipped = (why: string) => [comment(`Skipped: ${why}.`)];

// Used when a scroll step names no element and no distance: about one screen.
const DEFAULT_SCROLL_PX = 800;

function actionLines(action: Action, siteUrl: string | null): string[] {
  const { type, value } = action;
  const selector = targetOf(action);
  if (type === 'navigate') {
    const url = resolveUrl(value, siteUrl);
    return url === null ? skipped('no address to go to') : [`await page.goto(${literal(url)});`];
  }
  if (type === 'scroll') {
    if (selector !== null) return [`await ${selector}.scrollIntoViewIfNeeded();`];
    const distance = Number(value);
    const pixels = value !== null && Number.isFinite(distance) ? distance : DEFAULT_SCROLL_PX;
    return [`await page.mouse.wheel(0, ${pixels});`];
  }
  if (type === 'key') {
    if (value === null) return skipped('no key to press');
    return selector === null
      ? [`await page.keyboard.press(${literal(value)});`]
      : [`await ${selector}.press(${literal(value)});`];
  }
  if (type === 'wait' && selector === null)
    return [`await page.waitForTimeout(${Number(value) || 0});`];
  if (selector === null) return skipped(`the ${type} step names no element`);
  if (type === 'wait') return [`await ${selector}.waitFor();`];
  if (type === 'select') return [`await ${selector}.selectOption(${literal(value ?? '')});`];
  if (type === 'click') return [`await ${selector}.click();`];
  if (type === 'hover') return [`await ${selector}.hover();`];
  return [`await fillField(${selector}, ${literal(value ?? '')});`];
}

function assertionLines(assertion: Assertion, siteUrl: string | null): string[] {
  const { type, value } = assertion;
  const selector = targetOf(assertion);
  if (type === 'match') {
    if (value === null) return skipped('no text to match');
    if (selector !== null) {
      return [`await expect(${selector}).toContainText(${literal(value)});`];
    }
    return [`await expect(page).toHaveURL(${literal(resolveUrl(value, siteUrl) ?? value)});`];
  }
  if (type === 'url')
    return [`await expect(page).toHaveURL(${literal(resolveUrl(value, siteUrl) ?? value ?? '')});`];
  if (type === 'text' || type === 'contains' || type === 'regex') {
    const expected =
      type === 'regex' ? `new RegExp(${literal(value ?? '')})` : literal(value ?? '');
    const matcher = type === 'contains' ? 'toContainText' : 'toHaveText';
    if (selector === null)
      return type === 'contains'
        ? [`await expect(page).toHaveURL((url) => url.href.includes(${literal(value ?? '')}));`]
        : [`await expect(page).toHaveURL(${expected});`];
    return [`await expect(${selector}).${matcher}(${expected});`];
  }
  if (selector === null) return skipped(`the ${type} check names no element`);
  // not.toHaveCount(0) is "at least one", retried like every web-first assertion.
  if (type === 'exists') return [`await expect(${selector}).not.toHaveCount(0);`];
  return [`await expect(${selector}).toBeVisible();`];
}

function stepLines(step: CaseStep, index: number, siteUrl: string | null): string[] {
  const words = plainText(describeAction(step.action));
  const check = step.assertion ? plainText(describeAssertion(step.assertion)) : '';
  const then = check && `, then ${check.charAt(0).toLowerCase()}${check.slice(1)}`;
  return [
    comment(`Step ${index + 1}: ${words}${then}`),
    ...actionLines(step.action, siteUrl),
    ...(step.assertion ? assertionLines(step.assertion, siteUrl) : []),
  ];
}

// A <select> cannot be filled: Vigil's change step picks its option instead.
const FILL_FIELD = [
  '// Types into a field; a <select> cannot be typed into, so its option is chosen instead.',
  'async function fillField(field: Locator, value: string) {',
  "  if (await field.evaluate((element) => element.tagName === 'SELECT')) {",
  '    await field.selectOption(value);',
  '  } else {',
  '    await field.fill(value);',
  '  }',
  '}',
  '',
];

/** The case as a Playwright test file, one commented block per step, in the case's order. */
export function toPlaywrightSpec(testCase: Case, siteUrl: string | null): string {
  const body = testCase.steps.flatMap((step, index) => [
    ...(index > 0 ? [''] : []),
    ...stepLines(step, index, siteUrl),
  ]);
  const fills = body.some((line) => line.startsWith('await fillField('));
  return [
    comment(`Exported from Vigil: ${testCase.type} case "${testCase.title}" (${testCase.id}).`),
    ...(siteUrl ? [comment(`Site: ${siteUrl}`)] : []),
    `import { expect, test${fills ? ', type Locator' : ''} } from '@playwright/test';`,
    '',
    ...(fills ? FILL_FIELD : []),
    `test(${literal(testCase.title)}, async ({ page }) => {`,
    ...body.map((line) => (line === '' ? line : `  ${line}`)),
    '});',
    '',
  ].join('\n');
}

/** `vigil-sign-up-form.spec.ts`: the title in file-name-safe words, or the id without one. */
export function specFileName(testCase: Pick<Case, 'id' | 'title'>): string {
  const slug = testCase.title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `vigil-${slug || testCase.id}.spec.ts`;
}
