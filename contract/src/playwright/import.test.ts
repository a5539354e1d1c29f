import type { Case, CaseStep } from '../ops';
import { toPlaywrightSpec } from './export';
import { importPlaywright } from './import';
import { SAMPLES } from './samples';

const asCase = (steps: CaseStep[]): Case => ({
  id: '6b0d3f52-1f47-4cbb-8f3a-0c3b8a6b3a10',
  title: 'Round trip',
  site: null,
  type: 'recorded',
  steps,
  time_created: '2026-01-01T00:00:00.000Z',
});
const act = (
  type: CaseStep['action']['type'],
  selector: string | null,
  value: string | null,
  locator?: CaseStep['action']['locator'],
) => ({
  type,
  selector,
  value,
  ...(locator ? { locator } : {}),
});

describe('importPlaywright', () => {
  it('reads a login test into steps, each check joined to the action before it', () => {
    const imported = importPlaywright(SAMPLES.login!);
    expect(imported.title).toBe('logs in and sees the dashboard');
    expect(imported.unsupported).toEqual([]);
    expect(imported.steps).toEqual([
      { action: act('navigate', null, '/login'), assertion: null },
      { action: act('change', null, 'jane@example.com', { label: 'Email' }), assertion: null },
      { action: act('change', null, '{{PASSWORD}}', { label: 'Password' }), assertion: null },
      {
        action: act('click', null, null, { role: 'button', name: 'Sign in' }),
        assertion: { type: 'regex', selector: null, value: '\\/dashboard$' },
      },
      {
        action: act('wait', null, '0'),
        assertion: {
          type: 'visible',
          selector: null,
          value: null,
          locator: { role: 'heading', name: 'Dashboard' },
        },
      },
      {
        action: act('wait', null, '0'),
        assertion: {
          type: 'text',
          selector: null,
          value: 'Hello, Jane',
          locator: { test_id: 'greeting' },
        },
      },
    ]);
  });

  it('reads every action and check of a wrapped file, and lists the lines it cannot read', () => {
    const imported = importPlaywright(SAMPLES.checkout!);
    expect(imported.title).toBe('buys a large shirt');
    expect(
      imported.steps.map(({ action, assertion }) => [action.type, assertion?.type ?? null]),
    ).toEqual([
      ['navigate', null],
      ['hover', null],
      ['click', null],
      ['select', null],
      ['click', 'contains'],
      ['wait', 'regex'],
      ['key', null],
      ['key', null],
      ['scroll', null],
      ['scroll', null],
      ['wait', null],
      ['wait', 'exists'],
      ['wait', 'url'],
    ]);
    expect(imported.steps[2]!.action.locator).toEqual({
      role: 'link',
      name: 'Large blue shirt with a very long name',
    });
    expect(imported.steps[5]!.assertion).toEqual({
      type: 'regex',
      selector: '.total',
      value: '^\\$\\d+\\.\\d{2}$',
    });
    expect(imported.steps[8]!.action).toEqual(act('scroll', null, '600'));
    expect(imported.unsupported).toEqual([
      { line: 15, text: 'await page.getByPlaceholder("Coupon").fill("SAVE10");' },
      { line: 16, text: 'const total = await page.locator(".total").innerText();' },
    ]);
  });

  it('reads back what Vigil exports: the fill helper, every way of a locator, the address checks', () => {
    const imported = importPlaywright(SAMPLES.exported!);
    expect(imported.unsupported).toEqual([]);
    expect(imported.steps).toEqual([
      {
        action: act('navigate', null, 'https://acme.example.com/signup'),
        assertion: { type: 'exists', selector: 'body', value: null },
      },
      {
        action: act('change', '#email', 'jane.doe@example.com', { label: 'Email' }),
        assertion: {
          type: 'visible',
          selector: '#email',
          value: null,
          locator: { label: 'Email' },
        },
      },
      {
        action: act('click', '#signup', null, { role: 'button', name: 'Sign up' }),
        assertion: null,
      },
      {
        action: act('wait', null, '0'),
        assertion: { type: 'contains', selector: null, value: '/welcome' },
      },
    ]);
  });

  it('lists a second test and code outside any test instead of dropping them', () => {
    const source = [
      "import { test } from '@playwright/test';",
      "test.use({ locale: 'de-DE' });",
      "test('one', async ({ page }) => {",
      "  await page.goto('/a');",
      '});',
      "test('two', async ({ page }) => {",
      "  await page.goto('/b');",
      '});',
    ].join('\n');
    const imported = importPlaywright(source);
    expect(imported.steps).toEqual([{ action: act('navigate', null, '/a'), assertion: null }]);
    expect(imported.unsupported.map((line) => line.line)).toEqual([2, 6]);
    expect(imported.unsupported[1]!.text).toContain("await page.goto('/b');");
  });

  it('never runs the file: code in it is text, not executed', () => {
    const source = "test('x', async ({ page }) => { await page.goto(process.exit(1)); });";
    expect(importPlaywright(source).unsupported).toHaveLength(1);
  });

  it('reads regex flags it cannot keep as unsupported, not as a different check', () => {
    const source = "test('x', async ({ page }) => {\n  await expect(page).toHaveURL(/DASH/i);\n});";
    expect(importPlaywright(source)).toMatchObject({ steps: [], unsupported: [{ line: 2 }] });
  });
});

describe('import → export → import', () => {
  it.each(Object.keys(SAMPLES))('gives the same steps for the %s sample', (name) => {
    const first = importPlaywright(SAMPLES[name]!);
    const again = importPlaywright(toPlaywrightSpec(asCase(first.steps), null));
    expect(again.unsupported).toEqual([]);
    expect(again.steps).toEqual(first.steps);
  });
});
