import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { Context } from '../command';
import { caseRunBrief, testBrief } from './compact';
import { jsonTool } from './register';

/** Reading a test or a case run: how an assistant learns how what run_test/run_case started ended. */
export function registerRunReads(server: McpServer, context: Context): void {
  jsonTool(
    server,
    'get_test',
    "One test's status (working, passed, failed), score against its threshold, what failed.",
    { test_id: z.string().min(1).describe("A test's id (run_test answers it)") },
    async ({ test_id }) =>
      testBrief(context, await context.call('getTest', { params: { id: test_id } })),
  );
  jsonTool(
    server,
    'get_case_run',
    "One case run's status, steps passed and its first failed step.",
    { run_id: z.string().min(1).describe("A case run's id (run_case answers it)") },
    async ({ run_id }) =>
      caseRunBrief(context, await context.call('getCaseRun', { params: { id: run_id } })),
  );
}
