import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startFixtureSite, type FixtureSite } from '../test/fixture-site';
import { useCliWorld } from '../test/cli-world';

// Cases from the repository: a Playwright file imported, run as a CI gate (JUnit names the
// failing step) and exported back, and a flow run as a gate (issue 45 §2).
const world = useCliWorld();
let site: FixtureSite;
let siteId = '';
beforeAll(async () => {
  site = await startFixtureSite();
  siteId = JSON.parse((await world.vigil(['sites', 'add', site.origin, '--json'])).stdout).id;
});
afterAll(() => site?.close());

const spec = (heading: string) => `import { test, expect } from '@playwright/test';

test('about page says who we are', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: '${heading}' })).toBeVisible();
});
`;

async function importCase(file: string, heading: string) {
  writeFileSync(join(world.dir, file), spec(heading));
  const imported = await world.vigil(['case', 'import', file, '--site', site.origin, '--json']);
  expect(imported).toMatchObject({ code: 0, stderr: '' });
  return JSON.parse(imported.stdout) as { case: { id: string }; unsupported: unknown[] };
}

/** `vigil <run> <id> --site <site> --wait --junit <file>`: its exit code and the JUnit it wrote. */
async function gate(run: 'caserun' | 'flowrun', id: string, file: string) {
  const { code } = await world.vigil([run, id, '--site', siteId, '--wait', '--junit', file]);
  const path = join(world.dir, file);
  return { code, junit: existsSync(path) ? readFileSync(path, 'utf8') : 'no JUnit file written' };
}

it('imports a Playwright file, lists and exports it, and gates on its run', async () => {
  const good = await importCase('about.spec.ts', 'About us');
  expect(good.unsupported).toEqual([]);
  const listed = await world.vigil(['case', 'list', '--site', siteId]);
  expect(listed.stdout).toMatch(
    new RegExp(`${good.case.id} +recorded +1 +about page says who we are`),
  );
  const exported = await world.vigil(['case', 'export', good.case.id, '--out', 'back.spec.ts']);
  expect(exported.code).toBe(0);
  const back = readFileSync(join(world.dir, 'back.spec.ts'), 'utf8');
  expect(back).toContain(`await page.goto("${site.origin}/about");`);
  expect(back).toContain('getByRole("heading", { name: "About us", exact: true })');

  const passed = await gate('caserun', good.case.id, 'case.xml');
  expect(passed.code).toBe(0);
  expect(passed.junit).toContain('failures="0"');

  const bad = await importCase('careers.spec.ts', 'Careers');
  const failed = await gate('caserun', bad.case.id, 'bad.xml');
  expect(failed.code).toBe(1);
  expect(failed.junit).toMatch(
    /<testcase name="about page says who we are" [^>]*>\s*<failure message="step 1 \(navigate [^)]*\/about\) failed: no element matches role heading named &quot;Careers&quot;"/,
  );
  expect(failed.junit).toMatch(new RegExp(`${world.url}/caserun/[0-9a-f-]{36}</failure>`));
}, 240_000);

it("gates a preview host on the site's cases: `vigil ci` runs them there and exits 1 where one fails", async () => {
  writeFileSync(
    join(world.dir, 'home.spec.ts'),
    `import { test, expect } from '@playwright/test';
test('home page shows the plans', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Plans' })).toBeVisible();
});
`,
  );
  const imported = await world.vigil([
    'case',
    'import',
    'home.spec.ts',
    '--site',
    siteId,
    '--json',
  ]);
  const home = (JSON.parse(imported.stdout) as { case: { id: string } }).case;
  expect((await gate('caserun', home.id, 'home.xml')).code).toBe(0); // the site has its plans

  const preview = await startFixtureSite();
  preview.setVersion('b'); // "Our new plans": the preview broke the home page's heading
  try {
    const ci = ['ci', '--site', siteId, '--base-url', preview.origin, '--junit', 'ci.xml'];
    const gated = await world.vigil([...ci, '--json']);
    expect(gated.code).toBe(1);
    const { caseruns } = JSON.parse(gated.stdout) as {
      caseruns: { case: string; status: string; base_url?: string; issue: string | null }[];
    };
    // Three cases (about passes, careers and the preview's home fail), none opening an issue.
    expect(caseruns.map((run) => run.status).sort()).toEqual(['failed', 'failed', 'passed']);
    expect(caseruns.find((run) => run.case === home.id)).toMatchObject({
      status: 'failed',
      base_url: preview.origin,
      issue: null,
    });
    const junit = readFileSync(join(world.dir, 'ci.xml'), 'utf8');
    expect(junit).toMatch(
      new RegExp(
        `<testcase name="home page shows the plans" classname="${preview.origin} cases" [^>]*>\\s*<failure message="step 1 \\(navigate [^)]*\\) failed: no element matches role heading named &quot;Plans&quot;"`,
      ),
    );
    expect(junit).toMatch(new RegExp(`${world.url}/caserun/[0-9a-f-]{36}</failure>`));

    // Pages only, as before: the preview's pages against the site's.
    const pagesOnly = await world.vigil([...ci, '--cases', 'none', '--json']);
    expect(JSON.parse(pagesOnly.stdout).caseruns).toEqual([]);
    expect((await world.vigil([...ci, '--cases', 'some'])).code).toBe(2);
  } finally {
    await preview.close();
  }
}, 300_000);

it('runs a flow as a gate: JUnit has a testcase per node', async () => {
  const created = await fetch(`${world.url}/v1/ops/flow`, {
    method: 'POST',
    headers: { authorization: `Token ${world.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Deploy check',
      nodes: [{ id: 'note', data: { task_type: 'issue', title: 'Deploy checked' } }],
    }),
  });
  expect(created.status).toBe(201);
  const flow = (await created.json()) as { id: string };
  const run = await gate('flowrun', flow.id, 'flow.xml');
  expect(run.code).toBe(0);
  expect(run.junit).toContain(
    '<testsuite name="vigil flowrun Deploy check" tests="1" failures="0"',
  );
  expect(run.junit).toMatch(
    /<testcase name="issue note" classname="Deploy check" [^>]*>\s*<system-out>[^<]*\/flowrun\//,
  );
});

it('lists the issues a failed run opened, and says what to do when there are no schedules', async () => {
  const issues = await world.vigil(['issues', 'list', '--status', 'open', '--site', siteId]);
  expect(issues.code).toBe(0);
  expect(issues.stdout).toMatch(/open +.*about page says who we are/);
  const schedules = await world.vigil(['schedules', 'list']);
  expect(schedules).toMatchObject({ code: 0 });
  expect(schedules.stdout).toContain(`No schedules yet: add one on ${world.url}/schedule.`);
});
