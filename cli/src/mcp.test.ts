import { callTool as call, connectMcp } from '../test/mcp-client';
import { useCliWorld } from '../test/cli-world';

// `vigil mcp` as an assistant starts it (issue 45 §4): the installed bin spawned over stdio by the
// SDK's own client, against the real API. The API alone: an added site's crawl waits in the queue.
// (get_scan on a real scan is in gate.test.ts, whose API has workers and a fixture site.)
const world = useCliWorld({ workers: false });
const SITE = 'https://shop.example.com';
const connect = (...flags: string[]) => connectMcp(world, ...flags);

let siteId = '';
beforeAll(async () => {
  siteId = JSON.parse((await world.vigil(['sites', 'add', SITE, '--json'])).stdout).id;
});

it('answers the team’s sites and their health, and refuses write tools without --allow-writes', async () => {
  const client = await connect();
  try {
    expect(client.getServerVersion()).toEqual({ name: 'vigil', version: '0.1.0' });
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'get_case_run',
      'get_scan',
      'get_test',
      'list_broken_links',
      'list_issues',
      'list_pages',
      'list_sites',
      'run_case',
      'run_test',
      'site_health',
    ]);
    expect(await call(client, 'list_sites')).toEqual({
      count: 1,
      offset: 0,
      next_offset: null,
      items: [
        {
          id: siteId,
          url: SITE,
          score: null,
          latest_test: null,
          link: `${world.url}/site/${siteId}`,
        },
      ],
    });
    expect(await call(client, 'site_health', { site: SITE })).toMatchObject({
      id: siteId,
      pages: 1,
      open_issues: { count: 0, newest: [] },
      broken_links: 0,
      last_crawl: { completed: null },
    });
    const listPages = tools.find((tool) => tool.name === 'list_pages')!;
    expect(listPages.inputSchema).toMatchObject({ required: ['site'] });
    const pages = (await call(client, 'list_pages', { site: siteId, url_contains: 'shop.' })) as {
      items: { id: string; url: string }[];
    };
    expect(pages.items).toEqual([expect.objectContaining({ url: SITE })]);
    const report = await client.readResource({ uri: `vigil://page/${pages.items[0]!.id}/report` });
    expect(JSON.parse((report.contents[0] as { text: string }).text)).toMatchObject({
      scan: null,
      link: `${world.url}/page/${pages.items[0]!.id}/report`,
    });
    expect(await call(client, 'list_pages', { site: siteId, url_contains: 'pricing' })).toEqual({
      count: 0,
      offset: 0,
      next_offset: null,
      items: [],
    });
    expect(await call(client, 'site_health', { site: 'https://nowhere.example.com' })).toEqual({
      error: 'no site https://nowhere.example.com in this team (`vigil sites list`)',
    });
    // Listed, so an assistant can say why it cannot and how to allow it; refused, nothing started.
    const runTest = tools.find((tool) => tool.name === 'run_test')!;
    expect(runTest.description).toMatch(/^Needs the server started as `vigil mcp --allow-writes`/);
    expect(runTest.annotations).toMatchObject({ readOnlyHint: false });
    const refusal = (name: string) =>
      `${name} starts work on Vigil's workers, which this server does not allow: writes need ` +
      "it started as `vigil mcp --allow-writes` (the args of the MCP client's config)";
    expect(await call(client, 'run_test', { target: siteId })).toEqual({
      error: refusal('run_test'),
    });
    expect(await call(client, 'run_case', { case_id: siteId, site: siteId })).toEqual({
      error: refusal('run_case'),
    });
    const tests = await fetch(`${world.url}/v1/ops/test?site_id=${siteId}`, {
      headers: { authorization: `Token ${world.key}` },
    });
    expect(await tests.json()).toMatchObject({ count: 0 });
  } finally {
    await client.close();
  }
});

it('starts a test with --allow-writes, and links its screen', async () => {
  const client = await connect('--allow-writes');
  try {
    const { tools } = await client.listTools();
    const runTest = tools.find((tool) => tool.name === 'run_test')!;
    expect(runTest.description).toMatch(/^Tests a page/);
    const started = (await call(client, 'run_test', { target: SITE })) as {
      started: number;
      tests: { id: string; status: string; link: string }[];
    };
    expect(started.started).toBe(1);
    expect(started.tests[0]).toMatchObject({
      status: 'working',
      link: expect.stringMatching(new RegExp(`^${world.url}/test/`)),
    });
    // No workers here: the test stays queued, as a caller polling get_test sees it until it ends.
    expect(await call(client, 'get_test', { test_id: started.tests[0]!.id })).toMatchObject({
      id: started.tests[0]!.id,
      status: 'working',
      page_url: SITE,
    });
  } finally {
    await client.close();
  }
});
