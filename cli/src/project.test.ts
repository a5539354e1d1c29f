import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { useCliWorld } from '../test/cli-world';

// Monitoring as code (issue 45 §3): a config with a site, an alert, a case and a schedule goes in by
// `deploy`, a second deploy changes nothing, and `pull` writes what a diff finds equal. The API
// alone (no workers): a created site's crawl waits in the queue, nothing runs Chromium.
const world = useCliWorld({ workers: false });
const SITE = 'https://shop.example.com';
const write = (file: string, text: string) => writeFileSync(join(world.dir, file), text);

const config = (extra: object = {}) => ({
  sites: [{ url: SITE, pages: ['/pricing'] }],
  alerts: [
    {
      name: 'Tests failing',
      expressions: [{ metric: 'test_status', operator: '==', value: 'failed' }],
      actions: [{ type: 'email', target: 'ops@example.com' }],
    },
  ],
  cases: [{ file: 'cases/pricing.spec.ts', site: SITE }],
  schedules: [
    {
      task: 'caserun',
      sites: [SITE],
      case: 'pricing shows the plans',
      frequency: 'weekly',
      time: '06:00',
      alert: 'Tests failing',
    },
  ],
  ...extra,
});
const spec = (heading: string) => `import { test, expect } from '@playwright/test';

test('pricing shows the plans', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: '${heading}' })).toBeVisible();
});
`;

beforeAll(() => {
  write('vigil.config.json', JSON.stringify(config()));
  mkdirSync(join(world.dir, 'cases'));
  write('cases/pricing.spec.ts', spec('Plans'));
});

it('plans, asks for --yes, deploys, and deploys again without a change', async () => {
  const plan = await world.vigil(['diff']);
  expect(plan.code).toBe(0);
  expect(plan.stdout).toBe(
    [
      `+ create site ${SITE} (2 pages)`,
      '+ create alert "Tests failing"',
      `+ create case "pricing shows the plans" on ${SITE}`,
      `+ create schedule caserun ${SITE} "pricing shows the plans"`,
      '',
      'Plan: 4 to create, 0 to update, 0 to delete.',
      '',
    ].join('\n'),
  );
  const unconfirmed = await world.vigil(['deploy', '--json']);
  expect(unconfirmed.code).toBe(2);
  expect(JSON.parse(unconfirmed.stdout)).toMatchObject({
    confirm: 'deploy',
    changes: [{}, {}, {}, {}],
  });
  expect(JSON.parse((await world.vigil(['sites', 'list', '--json'])).stdout).count).toBe(0);

  expect((await world.vigil(['deploy', '--yes'])).code).toBe(0);
  const again = await world.vigil(['deploy', '--yes', '--json']);
  expect(again.code).toBe(0);
  expect(JSON.parse(again.stdout).changes).toEqual([]);
  const pages = await world.vigil(['pages', 'list', SITE]);
  expect(pages.stdout).toContain(`${SITE}/pricing`);
});

it('updates what the file changed, and with --prune deletes what it no longer declares', async () => {
  write('cases/pricing.spec.ts', spec('Our plans'));
  const schedule = {
    task: 'caserun',
    sites: [SITE],
    case: 'pricing shows the plans',
    frequency: 'monthly',
  };
  write('vigil.config.json', JSON.stringify(config({ alerts: [], schedules: [schedule] })));
  const plan = await world.vigil(['diff', '--prune']);
  expect(plan.stdout).toContain('~ update case "pricing shows the plans": steps');
  expect(plan.stdout).toContain('- delete alert "Tests failing"');
  expect(plan.stdout).toContain(
    `~ update schedule caserun ${SITE} "pricing shows the plans": frequency, time, alert`,
  );
  expect(plan.stdout).toContain('Plan: 0 to create, 2 to update, 1 to delete.');
  expect((await world.vigil(['diff'])).stdout).not.toContain('- delete');
  expect((await world.vigil(['deploy', '--prune', '--yes'])).code).toBe(0);
  expect((await world.vigil(['diff', '--prune'])).stdout).toMatch(/^No changes: Vigil matches /);
});

it('pulls the setup into a config that diffs equal, cases as Playwright files', async () => {
  write('vigil.config.json', JSON.stringify(config()));
  expect((await world.vigil(['deploy', '--yes'])).code).toBe(0);
  const pulled = await world.vigil(['pull', '--out', 'pulled/vigil.config.json']);
  expect(pulled).toMatchObject({ code: 0 });
  const file = JSON.parse(readFileSync(join(world.dir, 'pulled/vigil.config.json'), 'utf8'));
  expect(file.sites).toEqual([{ url: SITE, pages: ['/pricing'] }]);
  expect(file.alerts).toMatchObject([{ name: 'Tests failing' }]);
  expect(file.schedules).toEqual([
    {
      task: 'caserun',
      sites: [SITE],
      case: 'pricing shows the plans',
      frequency: 'weekly',
      time: '06:00',
      timezone: 'UTC',
      status: 'Active',
      alert: 'Tests failing',
    },
  ]);
  expect(file.cases).toEqual([
    {
      file: 'vigil-cases/pricing-shows-the-plans.spec.ts',
      site: SITE,
      title: 'pricing shows the plans',
    },
  ]);
  const source = readFileSync(join(world.dir, 'pulled', file.cases[0].file), 'utf8');
  expect(source).toContain('name: "Our plans"');
  const diff = await world.vigil(['diff', '--prune', '--config', 'pulled/vigil.config.json']);
  expect(diff.stdout).toMatch(/^No changes: Vigil matches .*pulled\/vigil\.config\.json\.\n$/);
  expect((await world.vigil(['pull', '--out', 'pulled/vigil.config.json'])).code).toBe(2);
});

it('reads a vigil.config.ts, and names every problem of a bad config file with exit 2', async () => {
  write(
    'typed.config.ts',
    `export default { sites: [{ url: '${SITE}', pages: ['/pricing'] }] };\n`,
  );
  const typed = await world.vigil(['diff', '--config', 'typed.config.ts']);
  expect(typed).toMatchObject({ code: 0 });
  expect(typed.stdout).toMatch(/^No changes: Vigil matches /);

  write('bad.json', JSON.stringify({ sites: [{ url: 'shop' }], alerts: [{ name: '' }], extra: 1 }));
  const bad = await world.vigil(['diff', '--config', 'bad.json']);
  expect(bad.code).toBe(2);
  expect(bad.stderr).toContain('sites.0.url: must be an http(s) URL');
  expect(bad.stderr).toContain('alerts.0.name: name is required');
  expect(bad.stderr).toMatch(/\(file\): Unrecognized key.*extra/);
});

it('marks what it deploys, takes over what it declares, and prunes nothing made in the screens', async () => {
  const api = async (path: string, body?: object) => {
    const answer = await fetch(`${world.url}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { Authorization: `Token ${world.key}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return (await answer.json()) as { results: { managed_by: string | null }[] };
  };
  const marks = async (path: string, key: string) =>
    Object.fromEntries(
      (await api(`${path}?limit=100`)).results.map((item) => [
        (item as unknown as Record<string, string>)[key],
        item.managed_by,
      ]),
    );
  // Made as the screens make them: without `managed_by` (a plan with room for a second site).
  await world.runtime.db.query(`UPDATE accounts SET type = 'cloud' WHERE id = $1`, [world.teamId]);
  expect((await world.vigil(['sites', 'add', 'https://clicked.example.com'])).code).toBe(0);
  await api('/v1/ops/alert', {
    name: 'Made in the screens',
    expressions: [{ metric: 'health', operator: '<', value: 50 }],
  });
  expect(await marks('/v1/ops/site', 'site_url')).toEqual({
    [SITE]: 'vigil.config',
    'https://clicked.example.com': null,
  });

  write('vigil.config.json', JSON.stringify(config({ name: 'shop' })));
  const plan = await world.vigil(['diff', '--prune']);
  expect(plan.stdout).toContain(`~ update site ${SITE}: managed_by`);
  expect(plan.stdout).toContain('~ update alert "Tests failing": managed_by');
  expect(plan.stdout).toContain('~ update case "pricing shows the plans": managed_by');
  expect(plan.stdout).not.toContain('- delete');
  expect((await world.vigil(['deploy', '--prune', '--yes'])).code).toBe(0);
  const again = await world.vigil(['deploy', '--prune', '--yes', '--json']);
  expect(JSON.parse(again.stdout).changes).toEqual([]);
  expect(await marks('/v1/ops/site', 'site_url')).toEqual({
    [SITE]: 'shop',
    'https://clicked.example.com': null,
  });
  expect(await marks('/v1/ops/alert', 'name')).toEqual({
    'Tests failing': 'shop',
    'Made in the screens': null,
  });
  expect(Object.values(await marks('/v1/ops/case', 'title'))).toEqual(['shop']);
  expect(Object.values(await marks('/v1/ops/schedule', 'id'))).toEqual(['shop']);

  expect((await world.vigil(['pull', '--out', 'again.json'])).code).toBe(0);
  const pulled = readFileSync(join(world.dir, 'again.json'), 'utf8');
  expect(pulled).not.toContain('managed_by');
  expect(pulled).not.toContain('"name": "shop"');
});
