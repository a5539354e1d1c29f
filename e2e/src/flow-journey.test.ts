import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { startFixtureSite } from '../../api/src/crawl/fixture-site';
import { apiAs } from './auth-journey-helpers';
import { createUser, signInThroughForm } from './browser';
import { useSiteJourney } from './use-stack';

/**
 * A flow built in the editor and run end to end, nothing faked: scan → test → webhook on a
 * loopback fixture site, run from the editor; the run screen turns green node by node and a
 * local receiver gets the webhook's POST. The site's own crawl and scans come first (the flow
 * tests its pages against those scans as baselines).
 */
const JOURNEY_MS = 8 * 60_000;
/** The site's first crawl and scans (free plan: 3 pages). */
const SITE_READY_MS = 3 * 60_000;
/** The flow's own scan, test and webhook. */
const RUN_MS = 3 * 60_000;

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A webhook receiver on a random loopback port that records what it is sent. */
async function startReceiver(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/vigil`, received, server };
}

const journey = useSiteJourney(() => startFixtureSite('127.0.0.1'));
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver();
});

afterAll(async () => {
  await new Promise((done) => receiver?.server.close(done));
});

async function until<T>(what: string, ms: number, read: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== null) return value;
    await new Promise((done) => setTimeout(done, 1000));
  }
  throw new Error(`${what} within ${ms / 1000} s`);
}

/** A free team with the fixture site crawled and its pages scanned, through the API. */
async function teamWithScannedSite() {
  const user = await createUser(journey.stack.apiUrl);
  const api = await apiAs(journey.stack.apiUrl, user.email, user.password);
  const { id } = (await api.get('/v1/auth/account')) as { id: string };
  await api.post('/v1/auth/account', { id, type: 'free' });
  const added = await api.post('/v1/ops/site', { site_url: journey.site.origin });
  expect(added.status).toBeLessThan(300);
  const site = (await added.json()) as { id: string; site_url: string };
  await until('the fixture site was not crawled and scanned', SITE_READY_MS, async () => {
    const pages = (await api.get(`/v1/ops/page?site_id=${site.id}`)) as {
      count: number;
      results: { info: { latest_scan: { time_completed: string | null } | null } }[];
    };
    const scanned = pages.results.every((page) => page.info.latest_scan?.time_completed);
    return pages.count > 0 && scanned ? true : null;
  });
  return { user, api, site };
}

async function addNode(page: Page, task: string) {
  await page
    .getByRole('region', { name: 'Add a node' })
    .getByRole('button', { name: task })
    .click();
}

describe('a flow in real Chromium', () => {
  it(
    'build scan → test → webhook in the editor, run it on the fixture site: /flowrun turns green and the receiver gets the webhook',
    async () => {
      const { user, api, site } = await teamWithScannedSite();
      const page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
      await signInThroughForm(page, journey.stack.baseUrl, user);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));

      // The list is empty and says how to start; New flow opens an Untitled Flow in the editor.
      await page.goto(`${journey.stack.baseUrl}/flow`);
      await page.getByText('No flows yet').waitFor();
      await page.getByRole('button', { name: 'New flow' }).first().click();
      await page.waitForURL(/\/flow\/[0-9a-f-]{36}$/);
      const title = page.getByRole('textbox', { name: 'Title' });
      expect(await title.inputValue()).toBe('Untitled Flow');
      await title.fill('Scan, test, tell');

      // Each node from the palette follows the selected one (the one added last).
      await addNode(page, 'Scan');
      await addNode(page, 'Test');
      await addNode(page, 'Webhook');
      const settings = page.getByRole('region', { name: 'Settings' });
      await settings.getByRole('heading', { name: 'Webhook node 3' }).waitFor();
      await settings.getByRole('textbox', { name: 'URL' }).fill(receiver.url);
      const graph = page.getByRole('region', { name: 'Flow graph' });
      for (const name of ['Node 1: Scan', 'Node 2: Test', 'Node 3: Webhook'])
        await graph.getByRole('group', { name }).waitFor();
      await page.getByRole('region', { name: 'Plan limits' }).getByText('Nodes 3 / 4').waitFor();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Flow saved.').waitFor();

      // Run it on the site; the run screen opens.
      await page.getByRole('button', { name: 'Run on a site' }).click();
      const dialog = page.getByRole('dialog', { name: 'Run Scan, test, tell' });
      const sitePicker = dialog.getByRole('combobox', { name: 'Site' });
      await sitePicker.locator(`option[value="${site.id}"]`).waitFor({ state: 'attached' });
      expect(await sitePicker.inputValue()).toBe(site.id);
      await dialog.getByRole('button', { name: 'Run' }).click();
      await page.waitForURL(/\/flowrun\/[0-9a-f-]{36}$/);
      const runId = new URL(page.url()).pathname.split('/').at(-1)!;

      // Every node turns Passed on the graph as the screen re-reads the run.
      for (const name of ['Node 1: Scan', 'Node 2: Test', 'Node 3: Webhook']) {
        await graph
          .getByRole('group', { name })
          .getByText('Passed', { exact: true })
          .waitFor({ timeout: RUN_MS });
      }
      const run = (await api.get(`/v1/ops/flowrun/${runId}`)) as {
        status: string;
        states: { node_id: string; status: string; error: string | null }[];
      };
      expect(run.status).toBe('passed');
      expect(await page.getByRole('button', { name: 'Cancel run' }).count()).toBe(0);
      // The scan node links the scans it made.
      const scanLink = graph.getByRole('group', { name: 'Node 1: Scan' }).getByRole('link').first();
      expect(await scanLink.getAttribute('href')).toMatch(/^\/scan\/[0-9a-f-]{36}$/);

      // The receiver got the webhook's POST with the payload.
      const delivered = await until(
        'the receiver got no POST',
        10_000,
        async () => receiver.received.find((it) => it.method === 'POST') ?? null,
      );
      expect(delivered.url).toBe('/hooks/vigil');
      // No payload set: the run's summary, signed with the flow's secret.
      expect((JSON.parse(delivered.body) as { flowrun: { id: string } }).flowrun.id).toBe(runId);
      const flowId = new URL(
        (await page.getByRole('link', { name: 'Scan, test, tell' }).getAttribute('href'))!,
        journey.stack.baseUrl,
      ).pathname
        .split('/')
        .at(-1)!;
      const { webhook_secret } = (await api.get(`/v1/ops/flow/${flowId}`)) as {
        webhook_secret: string;
      };
      const signed = `${String(delivered.headers['x-vigil-timestamp'])}.${delivered.body}`;
      expect(delivered.headers['x-vigil-signature']).toBe(
        `sha256=${createHmac('sha256', webhook_secret).update(signed).digest('hex')}`,
      );

      // On a phone the graph becomes the nodes in the order they run, with the same states.
      await page.setViewportSize({ width: 390, height: 844 });
      const ordered = page.getByRole('region', { name: 'Nodes in order' });
      await ordered.waitFor();
      expect(await graph.isVisible()).toBe(false);
      expect(
        await ordered
          .getByRole('listitem')
          .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))),
      ).toEqual(['1. Scan', '2. Test', '3. Webhook']);
      expect(await ordered.getByText('Passed', { exact: true }).count()).toBe(3);
      await page.close();
    },
    JOURNEY_MS,
  );
});
