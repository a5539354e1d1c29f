import type { Locator, Page, Request } from 'playwright-core';
import { endpointPaths } from '../../contract/src/endpoint-paths';
import { endpoints, type EndpointName } from '../../contract/src/endpoints';
import { createUser, signInThroughForm } from './browser';
import { ID, LONG_VALUE_ANSWERS, UNBROKEN } from './long-value-fixtures';
import { sidewaysOverflow, WIDTHS } from './sideways-overflow';
import { useStack } from './use-stack';

/*
 * Issue 43, item 1: a Webhook node's 64-character secret made the flow editor 1,601 px wide. Every
 * monitoring screen, with 200-character unbroken values in everything a customer types or a
 * site supplies (long-value-fixtures.ts, answered in place of the API's GETs), at 1440 and
 * 390 px: no page scrolls sideways and nothing sticks out past its right edge. The flow editor's
 * handles and attribution are measured here too (item 8): only a real browser lays them out.
 */
const product = useStack();

/** A 1 × 1 transparent PNG for every screenshot the screens ask for. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The fixtures answer the GETs they hold; every other request reaches the real API. */
async function answerWithLongValues(page: Page) {
  const answers = Object.entries(LONG_VALUE_ANSWERS).map(([name, answer]) => ({
    path: new RegExp(`^${endpointPaths[name as EndpointName].replace(/:\w+/g, '[^/]+')}$`),
    answer,
  }));
  await page.route('**/v1/**', async (route) => {
    const request = route.request();
    const { pathname } = new URL(request.url());
    if (request.method() !== 'GET') return route.continue();
    if (pathname.startsWith('/v1/ops/artifact/'))
      return route.fulfill({ contentType: 'image/png', body: PNG });
    const found = answers.find((it) => it.path.test(pathname));
    return found ? route.fulfill({ json: found.answer }) : route.continue();
  });
}

const longValue = (within: Page | Locator) =>
  within
    .getByText(new RegExp(UNBROKEN.slice(-30)))
    .filter({ visible: true })
    .first();

/**
 * Goes to `path` as the app's own links do (the router follows the history), not by loading the
 * page again: the screens share one start-up, which keeps the file quick.
 */
async function openInApp(page: Page, path: string) {
  if (!page.url().startsWith(product.stack.baseUrl)) {
    await page.goto(`${product.stack.baseUrl}${path}`);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Watches `page`'s API calls; the function it answers resolves once none has been in flight for
 * 300 ms, so a screen is looked at with all it asked for.
 */
function callWatch(page: Page) {
  const inFlight = new Set<Request>();
  let changed = Date.now();
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/v1/')) return;
    inFlight.add(request);
    changed = Date.now();
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) changed = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async function settled() {
    while (inFlight.size > 0 || Date.now() - changed < 300)
      await new Promise((resolve) => setTimeout(resolve, 50));
  };
}

/** A screen: where it is, its h1 (the route's title), and what to open on it once drawn. */
interface Screen {
  path: string;
  title: string;
  /** Shows no long value, or not until opened (a form, a masked key). */
  quiet?: true;
  open?: (page: Page) => Promise<void>;
}

const openDetails = async (page: Page) => {
  for (const summary of await page.locator('summary').all()) await summary.click();
};

const SCREENS: Screen[] = [
  { path: '/', title: 'Home' },
  { path: `/site/${ID.site}`, title: 'Site' },
  { path: `/site/${ID.site}/migration?migration=${ID.migration}`, title: 'Site migration' },
  { path: `/page/${ID.page}`, title: 'Page' },
  { path: `/page/${ID.page}/report`, title: 'Page report' },
  { path: `/scan/${ID.scan}`, title: 'Scan' },
  { path: `/test/${ID.test}`, title: 'Test' },
  {
    path: '/case',
    title: 'Cases',
    // The team's secrets, by name, in their dialog.
    open: async (page) => {
      await page.getByRole('button', { name: 'Secrets', exact: true }).click();
      await longValue(page.getByRole('dialog', { name: 'Secrets' })).waitFor();
    },
  },
  { path: `/case/${ID.case}`, title: 'Case' },
  { path: `/caserun/${ID.caseRun}`, title: 'Case run' },
  { path: '/flow', title: 'Flows' },
  {
    path: `/flow/${ID.flow}`,
    title: 'Flow',
    // The webhook node selected: its settings, the flow's secret and the checks to copy.
    open: async (page) => {
      await page.locator('.react-flow__node[data-id="2"]').click();
      await page.getByRole('heading', { name: 'Webhook node 2' }).waitFor();
      await openDetails(page);
    },
  },
  { path: `/flowrun/${ID.flowRun}`, title: 'Flow run' },
  { path: '/issue', title: 'Issues' },
  { path: `/issue/${ID.issue}`, title: 'Issue' },
  { path: '/issue/new', title: 'New issue', quiet: true },
  { path: '/schedule', title: 'Schedules' },
  {
    path: '/schedule?tab=alerts',
    title: 'Schedules',
    open: async (page) => {
      await page.getByRole('button', { name: UNBROKEN, exact: true }).click();
      await page.getByRole('dialog', { name: 'Edit alert' }).getByText('Webhook secret').waitFor();
      await openDetails(page);
    },
  },
  {
    path: '/logs',
    title: 'Logs',
    open: async (page) => {
      await page.getByRole('button', { name: 'Show request and response' }).first().click();
      await page.getByText('Response', { exact: true }).first().waitFor();
    },
  },
  { path: '/account', title: 'Account', quiet: true },
  {
    path: '/internal-api',
    title: 'API access',
    quiet: true,
    open: (page) => page.getByRole('button', { name: 'Reveal' }).click(),
  },
  { path: '/slack', title: 'Slack' },
];

/** The WCAG contrast of the flow editor's attribution link against what is behind it. */
function attributionContrast(page: Page) {
  return page.evaluate(() => {
    const link = document.querySelector('.react-flow__attribution a')!;
    const rgba = (text: string) => (text.match(/[\d.]+/g) ?? []).map(Number);
    // What is behind: each background up the tree, laid over the next, down to an opaque one.
    const layers: number[][] = [];
    for (let at: Element | null = link; at; at = at.parentElement) {
      const [r = 0, g = 0, b = 0, a = 1] = rgba(getComputedStyle(at).backgroundColor);
      if (a > 0) layers.push([r, g, b, a]);
      if (a >= 1) break;
    }
    let behind = [255, 255, 255];
    for (const [r, g, b, a] of layers.reverse())
      behind = [r!, g!, b!].map((value, index) => value * a! + behind[index]! * (1 - a!));
    const luminance = ([r, g, b]: number[]) => {
      const linear = [r!, g!, b!].map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!;
    };
    const [lighter, darker] = [
      luminance(rgba(getComputedStyle(link).color)),
      luminance(behind),
    ].sort((a, b) => b - a);
    return Math.round(((lighter! + 0.05) / (darker! + 0.05)) * 100) / 100;
  });
}

/** Whether a press 11 px from the handle's centre, each way, still lands on it (a 24 px target). */
function handleTarget(page: Page) {
  return page.evaluate(() => {
    const handle = document.querySelector(
      '.react-flow__node[data-id="1"] .react-flow__handle.source',
    )!;
    const box = handle.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    return [
      [11, 0],
      [-11, 0],
      [0, 11],
      [0, -11],
    ].every(
      ([dx, dy]) =>
        document.elementFromPoint(x + dx!, y + dy!)?.closest('.react-flow__handle') === handle,
    );
  });
}

describe('long values on every monitoring screen', () => {
  it('answers the screens with contract-valid data', () => {
    const problems = Object.entries(LONG_VALUE_ANSWERS).flatMap(([name, answer]) =>
      (endpoints[name as EndpointName].response.safeParse(answer).error?.issues ?? []).map(
        (issue) => `${name} ${issue.path.join('.')}: ${issue.message}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  let page: Page;
  let settled: () => Promise<void>;
  beforeAll(async () => {
    const user = await createUser(product.stack.apiUrl);
    page = await product.browser.newPage({ viewport: { width: WIDTHS[0]!, height: 900 } });
    page.setDefaultTimeout(15_000);
    await signInThroughForm(page, product.stack.baseUrl, user);
    await page.waitForURL((url) => url.pathname !== '/login');
    await answerWithLongValues(page);
    settled = callWatch(page);
  });
  afterAll(() => page?.close());

  it('never widens the page at 1440 or 390 px', async () => {
    // Every screen is looked at before the verdict, so one run names all that overflow.
    const overflowing = [];
    for (const screen of SCREENS) {
      await openInApp(page, screen.path);
      await page.getByRole('heading', { level: 1, name: screen.title, exact: true }).waitFor();
      await settled();
      if (!screen.quiet) await longValue(page).waitFor();
      await screen.open?.(page);
      const found = await sidewaysOverflow(page, screen.path);
      overflowing.push(...found);
    }
    expect(overflowing).toEqual([]);
  });

  it("draws the flow editor's handles as 24 px targets and its attribution legible in both themes", async () => {
    await page.goto(`${product.stack.baseUrl}/flow/${ID.flow}`);
    await longValue(page).waitFor();
    const target = await handleTarget(page);
    const light = await attributionContrast(page);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await longValue(page).waitFor();
    const dark = await attributionContrast(page);
    // WCAG's 4.5:1 for text; the figure itself is shown when it is less.
    const legible = (contrast: number) => (contrast >= 4.5 ? 'at least 4.5:1' : `${contrast}:1`);
    expect({ target, light: legible(light), dark: legible(dark) }).toEqual({
      target: true,
      light: 'at least 4.5:1',
      dark: 'at least 4.5:1',
    });
  });
});
