import type { Scan } from '@vigil/contract';
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { startFixtureSite, type FixtureSite } from '../test/fixture-site';
import { useCliWorld } from '../test/cli-world';
import { callTool, connectMcp } from '../test/mcp-client';

// The CLI against the real API (HTTP and workers, Chromium scans) and a loopback site: what a CI
// job sees, exit codes and files included (issue 45 §2).
const world = useCliWorld();
let site: FixtureSite;
let siteId = '';
let scans: Scan[] = [];
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(() => site?.close());

const read = (file: string) => readFileSync(join(world.dir, file), 'utf8');

it('adds a site, passes its test, and fails it once the home page breaks, naming the page in JUnit', async () => {
  const added = await world.vigil(['sites', 'add', site.origin, '--json']);
  expect(added).toMatchObject({ code: 0, stderr: '' });
  siteId = JSON.parse(added.stdout).id;
  expect(siteId).toMatch(/^[0-9a-f-]{36}$/);

  const green = await world.vigil(['test', siteId, '--wait', '--junit', 'green.xml']);
  expect(green.code).toBe(0);
  expect(green.stdout).toContain(`vigil test ${site.origin}`);
  const greenXml = read('green.xml');
  expect(greenXml).toContain('failures="0"');
  expect(greenXml).toContain(`<testcase name="${site.origin}/about"`);

  site.setVersion('b');
  const red = await world.vigil([
    'test',
    site.origin,
    '--wait',
    '--junit',
    'red.xml',
    '--summary',
    'red.md',
  ]);
  expect(red.code).toBe(1);
  const xml = read('red.xml');
  expect(xml).toContain('failures="1"');
  // The home page fails with what changed and a link to its test; /about still passes.
  const home = new RegExp(`<testcase name="${site.origin}/?" [^>]*>\\s*<failure message="([^"]*)"`);
  expect(xml).toMatch(home);
  expect(xml.match(home)![1]).toMatch(/under 95 .*HTML: 1 changed/);
  expect(xml).toContain('console: new error &quot;Payment widget failed to load');
  expect(xml).toMatch(new RegExp(`${world.url}/test/[0-9a-f-]{36}</failure>`));
  expect(xml).toMatch(new RegExp(`<testcase name="${site.origin}/about" [^>]*>\\s*<system-out>`));
  expect(read('red.md')).toMatch(/^### vigil test .*: ❌ 1 of 2 failed/);
  expect(red.stdout).toMatch(/failed +http.*score [\d.]+ under 95/);
}, 240_000);

it('fails on what `--fail-on new-issues` and `changed` name where the threshold alone passes', async () => {
  // The site serves b against a's baseline; threshold 1 passes any score, so only a rule fails.
  const failureOf = (file: string, path: string) =>
    new RegExp(`<testcase name="${site.origin}${path}" [^>]*>\\s*<failure message="([^"]*)"`).exec(
      read(file),
    )?.[1];
  const aboutPasses = new RegExp(`<testcase name="${site.origin}/about" [^>]*>\\s*<system-out>`);
  const fresh = await world.vigil([
    'test',
    siteId,
    '--wait',
    '--fail-on',
    'score<1',
    '--fail-on',
    'new-issues',
    '--junit',
    'new.xml',
  ]);
  expect(fresh.code).toBe(1);
  expect(failureOf('new.xml', '/?')).toMatch(
    /^new issues: console: new error &quot;Payment widget failed to load/,
  );
  expect(read('new.xml')).toMatch(aboutPasses); // /about: nothing new

  // Those tests passed, so b is the baseline now; back to a: the page changed again.
  site.setVersion('a');
  try {
    const strict = await world.vigil([
      'test',
      siteId,
      '--wait',
      '--fail-on',
      'score<1,changed',
      '--junit',
      'changed.xml',
    ]);
    expect(strict.code).toBe(1);
    expect(failureOf('changed.xml', '/?')).toMatch(/^changed: score [\d.]+ under 100: HTML: /);
    expect(read('changed.xml')).toMatch(aboutPasses); // /about did not change
  } finally {
    site.setVersion('b'); // as the next case expects it
  }
}, 240_000);

it('gates a preview host on the site: `vigil ci` exits 1 where the hosts differ', async () => {
  const preview = await startFixtureSite(); // still version a, where the site now serves b
  try {
    const gate = await world.vigil([
      'ci',
      '--site',
      siteId,
      '--base-url',
      preview.origin,
      '--junit',
      'ci.xml',
    ]);
    expect(gate.code).toBe(1);
    const xml = read('ci.xml');
    expect(xml).toContain('tests="2" failures="1"');
    expect(xml).toMatch(
      new RegExp(
        `<testcase name="${preview.origin}/?" [^>]*>\\s*<failure message="[^"]*HTML: 1 changed`,
      ),
    );
    expect(xml).toMatch(
      new RegExp(`<testcase name="${preview.origin}/about" [^>]*>\\s*<system-out>`),
    );
    expect(xml).toContain(`${world.url}/site/${siteId}/migration`);
  } finally {
    await preview.close();
  }
}, 240_000);

it('scans the site and waits, one JUnit testcase per page', async () => {
  const scanned = await world.vigil(['scan', siteId, '--wait', '--junit', 'scan.xml', '--json']);
  expect(scanned.code).toBe(0);
  expect(JSON.parse(scanned.stdout)).toMatchObject({ passed: true, scans: [{}, {}] });
  scans = JSON.parse(scanned.stdout).scans;
  const xml = read('scan.xml');
  expect(xml).toContain('tests="2" failures="0"');
  expect(xml).toContain(`<testcase name="${site.origin}/about"`);
  expect(xml).toMatch(new RegExp(`${world.url}/scan/[0-9a-f-]{36}</system-out>`));
}, 240_000);

it("answers MCP's get_scan on a real scan: its scores and findings counted, with its screens", async () => {
  // The home page as b serves it: one console error (the scan above ran on it).
  const home = scans.find((scan) => scan.logs.some((entry) => entry.level === 'error'))!;
  const client = await connectMcp(world);
  try {
    const brief = await callTool(client, 'get_scan', { scan_id: home.id });
    expect(brief).toMatchObject({
      id: home.id,
      page: home.page,
      completed: home.time_completed,
      score: Math.round(home.score!),
      http_status: 200,
      error: null,
      console_errors: 1,
      accessibility: { violations: home.a11y!.violations.length },
      link: `${world.url}/scan/${home.id}`,
      report: `${world.url}/page/${home.page}/report`,
    });
    // Compact: counts and links, not the scan's HTML, logs or audits.
    expect(JSON.stringify(brief).length).toBeLessThan(JSON.stringify(home).length / 2);
    expect(brief).not.toHaveProperty('logs');
  } finally {
    await client.close();
  }
});

it('answers usage mistakes and unconfirmed writes with exit 2, and a refused key too', async () => {
  const unknown = await world.vigil(['sites', 'frobnicate']);
  expect(unknown).toMatchObject({ code: 2 });
  expect(unknown.stderr).toContain(
    'unknown command sites frobnicate: sites list, sites add, sites rm',
  );
  expect((await world.vigil(['test', siteId, '--fail-on', 'score<abc'])).code).toBe(2);
  expect((await world.vigil(['sites', 'list', '--colour'])).code).toBe(2);
  const missing = await world.vigil(['test', '00000000-0000-4000-8000-000000000000']);
  expect(missing).toMatchObject({ code: 2 });
  expect(missing.stderr).toContain('no site 00000000-0000-4000-8000-000000000000 in this team');

  const unconfirmed = await world.vigil(['sites', 'rm', siteId, '--json']);
  expect(unconfirmed.code).toBe(2);
  expect(JSON.parse(unconfirmed.stdout)).toMatchObject({ confirm: 'delete', site: { id: siteId } });
  const listed = JSON.parse((await world.vigil(['sites', 'list', '--json'])).stdout);
  expect(listed.results.map((s: { id: string }) => s.id)).toEqual([siteId]);

  const refused = await world.vigil(['sites', 'list', '--json'], { VIGIL_API_KEY: 'not-a-key' });
  expect(refused.code).toBe(2);
  expect(JSON.parse(refused.stdout).error).toContain('the API key was refused');
});

it('stores the key of `vigil login` for this user only and uses it without the environment', async () => {
  const login = await world.vigil(['login', '--key', world.key, '--url', world.url], {
    VIGIL_API_KEY: undefined,
    VIGIL_URL: undefined,
  });
  expect(login.code).toBe(0);
  const file = join(world.dir, 'config', 'vigil', 'config.json');
  expect(statSync(file).mode & 0o777).toBe(0o600);
  const pages = await world.vigil(['pages', 'list', siteId], {
    VIGIL_API_KEY: undefined,
    VIGIL_URL: undefined,
  });
  expect(pages.code).toBe(0);
  expect(pages.stdout).toContain(`${site.origin}/about`);
});

it('exits 3 when the server cannot be reached', async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve)); // nothing listens there now
  const down = await world.vigil(['test', siteId, '--wait'], {
    VIGIL_URL: `http://127.0.0.1:${port}`,
  });
  expect(down.code).toBe(3);
  expect(down.stderr).toContain(`cannot reach http://127.0.0.1:${port}: ECONNREFUSED`);
});
