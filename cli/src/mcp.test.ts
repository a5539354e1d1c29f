import { resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { useCliWorld } from '../test/cli-world';

// `vigil mcp` as an assistant starts it (issue 45 §4): the installed bin spawned over stdio by the
// SDK's own client, against the real API. The API alone: an added site's crawl waits in the queue.
const world = useCliWorld({ workers: false });
const BIN = resolve(__dirname, '../bin/vigil.cjs');
const SITE = 'https://shop.example.com';

async function connect(...flags: string[]): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, 'mcp', ...flags],
    env: { VIGIL_API_KEY: world.key, VIGIL_URL: world.url, XDG_CONFIG_HOME: world.dir },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'vigil-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

/** A tool's answer: the JSON it returned, or its error's words. */
async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = await client.callTool({ name, arguments: args });
  const [first] = result.content as { type: string; text: string }[];
  return result.isError ? { error: first!.text } : (JSON.parse(first!.text) as unknown);
}

let siteId = '';
beforeAll(async () => {
  siteId = JSON.parse((await world.vigil(['sites', 'add', SITE, '--json'])).stdout).id;
});

it('answers the team’s sites and their health, and offers no write tool without --allow-writes', async () => {
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
    expect(await call(client, 'run_test', { target: siteId })).toEqual({
      error: expect.stringContaining('Tool run_test not found'),
    });
  } finally {
    await client.close();
  }
});

it('starts a test with --allow-writes, and links its screen', async () => {
  const client = await connect('--allow-writes');
  try {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(
      expect.arrayContaining(['run_test', 'run_case']),
    );
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
