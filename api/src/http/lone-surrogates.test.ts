import { randomUUID } from 'node:crypto';
import { buildPath, endpoints, type Endpoint } from '@vigil/contract';
import { type Browser, type TeamApp, withTeamApp } from '../../test/harness';
import { sampleInput } from '../../test/sample-input';

let world: TeamApp;
let browser: Browser;
let token: string;
let siteId: string;
withTeamApp(async (ready) => {
  ({ browser, token } = world = ready);
  const site = await browser.post('/v1/ops/site', { site_url: 'https://a.example' }, { token });
  siteId = site.body.id;
});

/**
 * The body as text, every `@` and `#` written as a lone surrogate's JSON escape: a high one with
 * no low one after it, and a low one with no high one before it. JSON allows them; PostgreSQL's
 * jsonb refuses them, so before the body parser made text well-formed a save answered 500.
 */
const hostile = (value: unknown) =>
  JSON.stringify(value).replaceAll('@', '\\ud800').replaceAll('#', '\\udfff');
/** How a lone surrogate reads back: U+FFFD, as a text column has always stored it. */
const repaired = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value).replaceAll('@', '\uFFFD').replaceAll('#', '\uFFFD'));

const send = (method: 'POST' | 'PATCH', url: string, body: unknown) =>
  browser.call(method, url, {
    token,
    body: hostile(body),
    headers: { 'content-type': 'application/json' },
  });

describe('a lone surrogate in a JSON body', () => {
  it('is stored as U+FFFD in a flow: node ids, types, labels, edges', async () => {
    const flow = {
      title: 'a@b#c',
      nodes: [
        { id: '@', type: 'x#y', data: { task_type: 'scan', label: '#@' } },
        { id: 'n#', data: { task_type: 'slack', message: '@@x##' } },
      ],
      edges: [{ id: 'e#@', source: '@', target: 'n#' }],
    };
    const created = await send('POST', '/v1/ops/flow', flow);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(repaired(flow) as object);
    const read = await browser.get(`/v1/ops/flow/${created.body.id}`, { token });
    expect(read.body).toMatchObject(repaired(flow) as object);
    const renamed = await send('PATCH', `/v1/ops/flow/${created.body.id}`, { nodes: flow.nodes });
    expect(renamed.status).toBe(200);
  });

  it('is stored as U+FFFD in a case step value and selector', async () => {
    const steps = [
      { action: { type: 'navigate', selector: null, value: '/@' }, assertion: null },
      {
        action: { type: 'change', selector: '#x@', value: 'a#b' },
        assertion: { type: 'visible', selector: 'h1@', value: '#' },
      },
    ];
    const created = await send('POST', '/v1/ops/case', { title: 'T@', site: siteId, steps });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'T\uFFFD', steps: repaired(steps) });
  });

  it('is stored as U+FFFD in an alert expression value and action target', async () => {
    const alert = {
      name: '@',
      expressions: [{ metric: 'test_status', operator: '==', value: 'a#b@' }],
      actions: [{ type: 'slack', target: '#general@' }],
    };
    const created = await send('POST', '/v1/ops/alert', alert);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(repaired(alert) as object);
  });

  it('is stored as U+FFFD in a text column (a team name), as before', async () => {
    const saved = await send('POST', '/v1/auth/account', { id: world.team.id, name: 'Acme#@' });
    expect(saved.status).toBe(200);
    expect(saved.body.name).toBe('Acme\uFFFD\uFFFD');
  });
});

/** Lone high and low surrogates, and one at the end of any cut. */
const LONE = 'a\ud800b\udfffc\udbff';
/** How JSON writes a lone surrogate: no answer may carry one back. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F][0-9a-fA-F]{2}/;
/** Fields whose checks want more than text, by name; the lone surrogates still go in a URL. */
const FIELDS = {
  email: 'sweep@example.com',
  site_url: `https://sweep.example/${LONE}`,
  base_url: `https://staging.example/${LONE}`,
  time: '09:00',
  timezone: 'UTC',
  phone: '+1 555-123-4567',
  page_urls: null,
  paths: [`/${LONE}`],
  // A frequency, not a cron expression too (undefined: the field is left out).
  cron: undefined,
};
/** The sample's schedule scope is the account's: no sites, and no flow, case or alert of its own. */
const ACCOUNT_SCAN = { resources: [], flow_id: undefined, case_id: undefined, alert_id: undefined };
/** Per row, what gets its body past the checks the sample cannot know of. */
const ROW_BODY: Record<string, () => object> = {
  register: () => ({ password: `long enough ${LONE}` }),
  saveAccount: () => ({ id: world.team.id }),
  // Either a page or a site, not both.
  createScan: () => ({ page_id: undefined }),
  createTest: () => ({ page_id: undefined, pre_scan_id: undefined }),
  createSchedule: () => ACCOUNT_SCAN,
  previewScheduleCost: () => ACCOUNT_SCAN,
  updateSchedule: () => ACCOUNT_SCAN,
  // A sample's nodes share one id: no edges, or each would lead from a node to itself.
  createFlow: () => ({ edges: [] }),
  updateFlow: () => ({ edges: [] }),
  // A sample's email action has no address: the lone surrogates are in a Slack channel's name.
  createAlert: () => ({ actions: [{ type: 'slack', target: LONE }] }),
  updateAlert: () => ({ actions: [{ type: 'slack', target: LONE }] }),
  putSecret: () => ({ name: 'SWEEP' }),
};
const unsafeRows = (Object.entries(endpoints) as [string, Endpoint][]).filter(
  ([, endpoint]) => endpoint.method !== 'GET',
);
/** The id of what a create row made, by its path's last segment: the `…/flow/:id` rows use it. */
const made: Record<string, string> = {};
const succeeded: string[] = [];

describe.each(unsafeRows)('%s, its body full of lone surrogates', (name, endpoint) => {
  it('never answers 5xx, nor with a lone surrogate', async () => {
    const owner = /\/([a-z]+)\/:id\b/.exec(endpoint.path)?.[1] ?? '';
    // A DELETE is given an id of nothing: the sweep's objects must outlive it.
    const id = endpoint.method === 'DELETE' ? randomUUID() : (made[owner] ?? siteId);
    const sample = sampleInput(endpoint.body, { text: LONE, id: siteId, fields: FIELDS });
    const body = { ...(sample as object), ...ROW_BODY[name]?.() };
    // Then with an unknown key too: for any error that names it.
    for (const payload of [body, { ...body, [LONE]: LONE }]) {
      const answer = await browser.call(
        endpoint.method,
        buildPath(endpoint.path, { id, update_id: randomUUID() }),
        {
          token,
          body: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        },
      );
      expect(answer.status).toBeLessThan(500);
      expect(answer.response.payload).not.toMatch(SURROGATE_ESCAPE);
      if (answer.status < 300) succeeded.push(name);
      const path = endpoint.path.split('/').at(-1)!;
      if (answer.status === 201 && typeof answer.body?.id === 'string') made[path] = answer.body.id;
    }
  });
});

describe('the sweep', () => {
  // Not a sweep of 400s: the lone surrogates reached the handlers and the database.
  it('got past validation on the rows that save text in jsonb', () => {
    expect(succeeded).toEqual(
      expect.arrayContaining([
        ...['createFlow', 'updateFlow', 'createAlert', 'updateAlert', 'createSchedule'],
        ...['updateSchedule', 'previewScheduleCost'],
        ...['createCase', 'updateCase', 'importCase', 'createIssue', 'saveAccount', 'register'],
      ]),
    );
  });
});
