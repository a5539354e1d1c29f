import { screen } from '@testing-library/react';
import { call, logout, setNavigator, signIn } from '@vigil/shared';
import { sessionFixture, slicesFixture } from '@vigil/shared/testing';
import { renderShell } from '../testing/render-shell';

jest.mock('@vigil/shared', () =>
  jest.requireActual('@vigil/shared/testing/shared-mock').sharedWithMocks(),
);

/**
 * Whether a `@media print` rule of the page's style sheets hides `element` (or an ancestor).
 * jsdom applies no media queries, so the rules themselves are read: they are what a browser uses.
 */
function hiddenInPrint(element: Element): boolean {
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || !rule.media.mediaText.includes('print')) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (!(inner instanceof CSSStyleRule) || inner.style.display !== 'none') continue;
        for (let node: Element | null = element; node; node = node.parentElement) {
          if (node.matches(inner.selectorText)) return true;
        }
      }
    }
  }
  return false;
}

beforeEach(() => {
  const { team, billing } = slicesFixture();
  const answers: Record<string, unknown> = {
    homeMetrics: { open_issues: 0, sites: 0, pages: 0 },
    listSites: { count: 0, next: null, previous: null, results: [] },
    getAccount: team,
    billingInfo: billing,
  };
  jest
    .mocked(call)
    .mockImplementation(((name: string) => Promise.resolve(answers[name])) as typeof call);
  signIn(sessionFixture());
});
afterEach(() => {
  const unregister = setNavigator(() => undefined);
  logout();
  unregister();
});

it('prints the screen without the sidebar and the top bar (the page report prints alone)', () => {
  renderShell();
  expect(hiddenInPrint(screen.getByRole('navigation', { name: 'Main' }))).toBe(true);
  expect(hiddenInPrint(screen.getByRole('banner'))).toBe(true);
  expect(hiddenInPrint(screen.getByRole('main'))).toBe(false);
});
