import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { href } from '@vigil/contract';
import packageJson from '../../package.json';
import type { Context } from '../command';
import { screen } from '../target';
import { pageBrief, scanBrief } from './compact';
import { registerReadTools } from './read-tools';
import { registerRunReads } from './run-tools';
import { registerWriteTools } from './write-tools';

/** A page's latest report: the page and its newest scan, compact, as `get_scan` answers it. */
function registerReportResource(server: McpServer, context: Context): void {
  server.registerResource(
    'page-report',
    new ResourceTemplate('vigil://page/{page_id}/report', { list: undefined }),
    {
      description: "A page's latest report: its scores and findings from its newest scan",
      mimeType: 'application/json',
    },
    async (uri, { page_id }) => {
      const page = await context.call('getPage', { params: { id: String(page_id) } });
      const latest = page.info.latest_scan;
      const scan = latest ? await context.call('getScan', { params: { id: latest.id } }) : null;
      const report = {
        page: pageBrief(context, page),
        scan: scan ? scanBrief(context, scan) : null,
        ...(scan ? {} : { next: 'no scan yet: the crawl scans new pages, or run_test' }),
        link: screen(context, href.pageReport(page.id)),
      };
      return {
        contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(report) }],
      };
    },
  );
}

/** The MCP server over the team's API key: read tools, and write tools that work when allowed. */
export function vigilMcpServer(context: Context, allowWrites: boolean): McpServer {
  const server = new McpServer(
    { name: 'vigil', version: packageJson.version },
    {
      instructions:
        "Vigil monitors a team's websites: scores, issues, broken links, tests and cases. " +
        'Start with list_sites, then site_health. Every answer links the screen to open. ' +
        (allowWrites
          ? 'run_test and run_case start work; their results appear on the linked screens.'
          : 'Starting tests or cases needs the server started as `vigil mcp --allow-writes`.'),
    },
  );
  registerReadTools(server, context);
  registerRunReads(server, context);
  registerWriteTools(server, context, allowWrites);
  registerReportResource(server, context);
  return server;
}
