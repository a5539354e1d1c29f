import { z } from 'zod';
import { endpoint, idParams } from './endpoint';
import { idSchema, listOf, pageQuerySchema } from './common';
import * as ops from './ops';

/** Search, scans, tests, cases, issues, logs, reports and metrics (sites: site-endpoints.ts). */
export const opsEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/v1/ops/search',
    // Without a team a search finds nothing (no 404): the header's search box is always there.
    access: 'user',
    query: z.object({ query: z.string().max(200) }),
    response: z.array(ops.searchResultSchema),
  }),
  listScans: endpoint({
    method: 'GET',
    path: '/v1/ops/scan',
    access: 'member',
    query: pageQuerySchema.extend({ page_id: idSchema }),
    response: listOf(ops.scanSchema),
  }),
  getScan: endpoint({
    method: 'GET',
    path: '/v1/ops/scan/:id',
    access: 'member',
    params: idParams,
    response: ops.scanSchema,
  }),
  /** Starts a scan of one page or of every page of a site; answers the scans created (running). */
  createScan: endpoint({
    method: 'POST',
    path: '/v1/ops/scan',
    access: 'member',
    status: 201,
    body: ops.scanCreateBodySchema,
    response: z.array(ops.scanSchema),
  }),
  /** A scan's file (screenshot PNG, page HTML), only for the owning team; the body is the file. */
  getArtifact: endpoint({
    method: 'GET',
    path: '/v1/ops/artifact/:id',
    access: 'member',
    media: '*/*',
    params: idParams,
    response: z.unknown(),
  }),
  /** The page's printable report as a PDF (binary body, Content-Disposition attachment). */
  getPageReportPdf: endpoint({
    method: 'GET',
    path: '/v1/ops/page/:id/report.pdf',
    access: 'member',
    media: 'application/pdf',
    params: idParams,
    response: z.unknown(),
  }),
  /** Tests a page (or every page of a site): a new scan compared with the baseline; 201. */
  createTest: endpoint({
    method: 'POST',
    path: '/v1/ops/test',
    access: 'member',
    status: 201,
    body: ops.testCreateBodySchema,
    response: z.array(ops.testSchema),
  }),
  /** A page's or a site's tests, newest first. */
  listTests: endpoint({
    method: 'GET',
    path: '/v1/ops/test',
    access: 'member',
    query: ops.testListQuerySchema,
    response: listOf(ops.testSchema),
  }),
  getTest: endpoint({
    method: 'GET',
    path: '/v1/ops/test/:id',
    access: 'member',
    params: idParams,
    response: ops.testSchema,
  }),
  /** "Accept as baseline": the test's post scan becomes the pre scan of the page's next test. */
  acceptTestBaseline: endpoint({
    method: 'POST',
    path: '/v1/ops/test/:id/accept',
    access: 'member',
    params: idParams,
    response: ops.testSchema,
  }),
  getPageTestSettings: endpoint({
    method: 'GET',
    path: '/v1/ops/page/:id/test-settings',
    access: 'member',
    params: idParams,
    response: ops.pageTestSettingsSchema,
  }),
  /** Selectors hidden before every capture of the page (clocks, ads, carousels). */
  updatePageTestSettings: endpoint({
    method: 'POST',
    path: '/v1/ops/page/:id/test-settings',
    access: 'member',
    params: idParams,
    body: ops.pageTestSettingsBodySchema,
    response: ops.pageTestSettingsSchema,
  }),
  listCases: endpoint({
    method: 'GET',
    path: '/v1/ops/case',
    access: 'member',
    query: pageQuerySchema.extend({
      site_id: idSchema.optional(),
      type: ops.caseSchema.shape.type.optional(),
    }),
    response: listOf(ops.caseSchema),
  }),
  getCase: endpoint({
    method: 'GET',
    path: '/v1/ops/case/:id',
    access: 'member',
    params: idParams,
    response: ops.caseSchema,
  }),
  /** Runs a case on a site (a job): answers the run, working, with every step pending. */
  createCaseRun: endpoint({
    method: 'POST',
    path: '/v1/ops/caserun',
    access: 'member',
    status: 201,
    body: ops.caseRunCreateBodySchema,
    response: ops.caseRunSchema,
  }),
  /** Newest first; `case_id` and `site_id` narrow the list. */
  listCaseRuns: endpoint({
    method: 'GET',
    path: '/v1/ops/caserun',
    access: 'member',
    query: pageQuerySchema.extend(ops.caseRunListQuerySchema.shape),
    response: listOf(ops.caseRunSchema),
  }),
  /** The run with its per-step results, live while it is working. */
  getCaseRun: endpoint({
    method: 'GET',
    path: '/v1/ops/caserun/:id',
    access: 'member',
    params: idParams,
    response: ops.caseRunSchema,
  }),
  /** Newest first; `status` and `search` (within the title) narrow the list. */
  listIssues: endpoint({
    method: 'GET',
    path: '/v1/ops/issue',
    access: 'member',
    query: pageQuerySchema.extend(ops.issueListQuerySchema.shape),
    response: listOf(ops.issueSchema),
  }),
  getIssue: endpoint({
    method: 'GET',
    path: '/v1/ops/issue/:id',
    access: 'member',
    params: idParams,
    response: ops.issueSchema,
  }),
  createIssue: endpoint({
    method: 'POST',
    path: '/v1/ops/issue',
    access: 'member',
    status: 201,
    body: ops.issueCreateBodySchema,
    response: ops.issueSchema,
  }),
  /** Edits an issue; closing stamps time_closed, reopening clears it. */
  updateIssue: endpoint({
    method: 'POST',
    path: '/v1/ops/issue/:id',
    access: 'member',
    params: idParams,
    body: ops.issueUpdateBodySchema,
    response: ops.issueSchema,
  }),
  closeIssues: endpoint({
    method: 'POST',
    path: '/v1/ops/issue/close',
    access: 'member',
    body: ops.issueBulkCloseBodySchema,
    response: ops.issueBulkCloseResultSchema,
  }),
  /** The team's API request log (requests made with a Token key), newest first. */
  listApiLogs: endpoint({
    method: 'GET',
    path: '/v1/ops/log',
    access: 'member',
    query: pageQuerySchema.extend(ops.apiLogQuerySchema.shape),
    response: listOf(ops.apiLogSchema),
  }),
  /** One logged request with its (redacted) payloads; another team's id: 404. */
  getApiLog: endpoint({
    method: 'GET',
    path: '/v1/ops/log/:id',
    access: 'member',
    params: idParams,
    response: ops.apiLogDetailSchema,
  }),
  homeMetrics: endpoint({
    method: 'GET',
    path: '/v1/ops/metrics/home',
    access: 'member',
    response: ops.homeMetricsSchema,
  }),
  /** A site's daily score trend (average of its pages' scans); another team's site: 404. */
  siteScoreTrend: endpoint({
    method: 'GET',
    path: '/v1/ops/metrics/site',
    access: 'member',
    query: z.object({ site_id: idSchema, days: ops.scoreTrendDaysSchema }),
    response: ops.scoreTrendSchema,
  }),
  /** A page's daily score trend; another team's page: 404. */
  pageScoreTrend: endpoint({
    method: 'GET',
    path: '/v1/ops/metrics/page',
    access: 'member',
    query: z.object({ page_id: idSchema, days: ops.scoreTrendDaysSchema }),
    response: ops.scoreTrendSchema,
  }),
} as const;
