import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { Context } from '../command';
import { usageError } from '../io';
import { findSite, findTarget, targetBody } from '../target';
import { caseRunBrief, testBrief } from './compact';
import { jsonTool, SITE } from './register';

/**
 * Tools that start work (and spend the plan's runs). Listed always, so an assistant knows they
 * exist and, without --allow-writes, answers the person why they are refused and how to allow
 * them, rather than the SDK's bare "Tool run_test not found".
 */
export function registerWriteTools(server: McpServer, context: Context, allowed: boolean): void {
  const refused = (name: string) =>
    usageError(
      `${name} starts work on Vigil's workers, which this server does not allow: writes need ` +
        "it started as `vigil mcp --allow-writes` (the args of the MCP client's config)",
    );
  const needs = allowed ? '' : 'Needs the server started as `vigil mcp --allow-writes`. ';
  jsonTool(
    server,
    'run_test',
    `${needs}Tests a page, or every page of a site, against its baseline; answers the tests ` +
      'started (working) with links. get_test answers how each ended.',
    {
      target: z.string().min(1).describe("A page's id, or a site's id or URL"),
      threshold: z.number().min(0).max(100).optional().describe('Pass at or above (default 95)'),
    },
    async ({ target, threshold }) => {
      if (!allowed) throw refused('run_test');
      const found = await findTarget(context, target);
      const tests = await context.call('createTest', {
        body: { ...targetBody(found), ...(threshold === undefined ? {} : { threshold }) },
      });
      return {
        started: tests.length,
        tests: tests.slice(0, 20).map((test) => testBrief(context, test)),
      };
    },
    true,
  );
  jsonTool(
    server,
    'run_case',
    `${needs}Runs a recorded case on a site; answers the run (working) with a link. ` +
      'get_case_run: its end.',
    { case_id: z.string().min(1).describe("A case's id"), site: SITE },
    async ({ case_id, site: name }) => {
      if (!allowed) throw refused('run_case');
      const site = await findSite(context, name);
      const run = await context.call('createCaseRun', {
        body: { case_id, site_id: site.id },
      });
      return caseRunBrief(context, run);
    },
    true,
  );
}
