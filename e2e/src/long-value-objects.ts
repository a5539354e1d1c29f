import type { ResponseOf } from '../../contract/src/endpoints';
import type { CaseStep, FlowNode } from '../../contract/src/ops';

/*
 * One team's monitoring objects where every value a customer types or a site supplies is 200
 * characters with nowhere to break (URLs, secrets, selectors, titles, messages), answered to the
 * screens by long-value-fixtures.ts, so any screen that widens the page with one shows.
 */

/** 200 characters with no space, hyphen or slash: no line break opportunity at all. */
export const UNBROKEN = 'x'.repeat(196) + 'LONG';
/** The longest a flow node's label may be (the contract's limit). */
const LABEL = UNBROKEN.slice(-120);
export const url = (what: string) => `https://${what}.example.com/${UNBROKEN}`;
export const LONG_URL = url('site');
export const selector = `#${UNBROKEN}`;
export const AT = '2026-11-20T09:00:00Z';
export const uuid = (index: number, prefix: string) =>
  `${prefix}-0000-4000-8000-${String(index).padStart(12, '0')}`;

export const ID = {
  site: uuid(1, '5175e000'),
  page: uuid(1, 'da9e0000'),
  scan: uuid(1, '5ca40000'),
  scan2: uuid(2, '5ca40000'),
  test: uuid(1, '7e570000'),
  case: uuid(1, 'ca5e0000'),
  caseRun: uuid(1, 'ca5e0a00'),
  flow: uuid(1, 'f10a0000'),
  flowRun: uuid(1, 'f10e0000'),
  issue: uuid(1, '15500000'),
  schedule: uuid(1, '5c4ed000'),
  alert: uuid(1, 'a1e40000'),
  log: uuid(1, '10900000'),
  migration: uuid(1, 'a1a70000'),
  artifact: uuid(1, 'a7f20000'),
};
export const list = <T>(results: T[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});
const artifact = {
  id: ID.artifact,
  url: `/v1/ops/artifact/${ID.artifact}`,
  content_type: 'image/png',
};

export const site = {
  id: ID.site,
  site_url: LONG_URL,
  time_created: AT,
  time_crawl_started: AT,
  time_crawl_completed: AT,
  onboarding: false,
  info: {
    latest_scan: { id: ID.scan, time_completed: AT, score: 81 },
    latest_test: { id: ID.test, status: 'failed' as const, score: 60 },
  },
  tags: [UNBROKEN],
};
export const page = {
  id: ID.page,
  site: ID.site,
  page_url: url('page'),
  info: { latest_scan: site.info.latest_scan, latest_test: site.info.latest_test },
  tags: [UNBROKEN],
  aliases: [url('alias')],
  canonical_url: url('canonical'),
};
export const scan: ResponseOf<'getScan'> = {
  id: ID.scan,
  site: ID.site,
  page: ID.page,
  time_created: AT,
  time_completed: AT,
  type: ['html', 'logs', 'images', 'lighthouse', 'a11y', 'security'],
  html: { ...artifact, content_type: 'text/html' },
  logs: [{ level: 'error', message: UNBROKEN, source: url('script'), timestamp: AT }],
  images: [artifact],
  thumbnail: null,
  lighthouse: {
    status: 'done',
    scores: { performance: 91, accessibility: 72, best_practices: 100, seo: 45, average: 77 },
    audits: [{ id: 'uses-long-cache-ttl', title: UNBROKEN, score: 0.2, display_value: UNBROKEN }],
    error: null,
  },
  a11y: {
    violations: [
      {
        id: 'image-alt',
        impact: 'critical',
        description: UNBROKEN,
        help: UNBROKEN,
        help_url: url('help'),
        nodes: [{ target: [selector], html: `<img src="${url('img')}">` }],
      },
    ],
  },
  security: {
    scores: { headers: 50, https: 100, cookies: 100, mixed_content: 100, average: 88 },
    audits: [{ id: 'csp', group: 'headers', passed: false, message: UNBROKEN }],
  },
  timings: { ttfb_ms: 120, dom_content_loaded_ms: 800, load_ms: 1530 },
  score: 81,
  error: `not an HTML page: ${UNBROKEN}`,
  http_status: 200,
};
const spread = {
  method: 'spread' as const,
  samples: 8,
  median: 85,
  mad: 4,
  allowance: 17.79,
};
const gated = { pre: 90, post: 80, delta: -10, counted: 0, regressed: false, spread };
export const test: ResponseOf<'getTest'> = {
  id: ID.test,
  site: ID.site,
  page: ID.page,
  page_url: page.page_url,
  pre_scan: ID.scan,
  post_scan: ID.scan2,
  pre_scan_source: 'baseline',
  status: 'failed',
  score: 60,
  threshold: 95,
  gating: 'spread',
  component_scores: { html: 60, logs: 90, lighthouse: 95, a11y: 85, security: 100, images: 91 },
  failing_components: ['html', 'logs', 'a11y'],
  deltas: {
    images: null,
    html: {
      nodes_pre: 10,
      nodes_post: 12,
      added_count: 1,
      removed_count: 1,
      changed_count: 1,
      added: [{ path: `html > body > ${UNBROKEN}`, before: null, after: `<a href="${LONG_URL}">` }],
      removed: [{ path: `html > body > ${UNBROKEN}`, before: `<p>${UNBROKEN}`, after: null }],
      changed: [
        { path: `html > ${UNBROKEN}`, before: `<h1>${UNBROKEN}`, after: `<h1>${UNBROKEN}` },
      ],
    },
    logs: { new: [{ level: 'error', message: UNBROKEN, before: 0, after: 1 }], resolved: [] },
    lighthouse: {
      categories: {
        performance: gated,
        accessibility: gated,
        best_practices: gated,
        seo: gated,
      },
    },
    a11y: { new: [{ id: UNBROKEN, impact: 'critical', help: UNBROKEN, nodes: 1 }], fixed: [] },
    security: { ...gated, new: [{ id: 'csp', message: UNBROKEN }], fixed: [] },
    skipped: [],
  },
  error: null,
  note: UNBROKEN,
  is_baseline: false,
  time_created: AT,
  time_completed: AT,
};
export const steps: CaseStep[] = [
  {
    action: { type: 'navigate', selector: null, value: LONG_URL },
    assertion: { type: 'exists', selector, value: null },
  },
  {
    action: { type: 'change', selector, value: UNBROKEN },
    assertion: { type: 'match', selector, value: UNBROKEN },
  },
];
const webhookNode: FlowNode = {
  id: '2',
  type: 'basic',
  position: { x: 0, y: 160 },
  data: {
    task_type: 'webhook',
    label: LABEL,
    conditions: null,
    uri: url('hooks'),
    request_type: 'POST',
    headers: { Authorization: `Bearer ${UNBROKEN}` },
    payload: UNBROKEN,
  },
};
export const flowNodes: FlowNode[] = [
  {
    id: '1',
    type: 'basic',
    position: { x: 0, y: 0 },
    data: { task_type: 'scan', conditions: null },
  },
  webhookNode,
];
export const flowEdges = [{ id: 'e1-2', source: '1', target: '2', branch: null }];
export const flow: ResponseOf<'getFlow'> = {
  id: ID.flow,
  title: UNBROKEN,
  nodes: flowNodes,
  edges: flowEdges,
  // A real secret is 64 hex characters: the one that made the editor 1,601 px wide.
  webhook_secret: 'f'.repeat(64),
  time_created: AT,
  time_last_run: AT,
  last_run: { id: ID.flowRun, status: 'failed', time_created: AT },
};
export const alert: ResponseOf<'getAlert'> = {
  id: ID.alert,
  name: UNBROKEN,
  expressions: [{ joiner: '', metric: 'health', operator: '<', value: 70 }],
  actions: [
    { type: 'webhook', target: url('alert-hook') },
    { type: 'email', target: `${UNBROKEN}@example.com` },
  ],
  webhook_secret: 'a'.repeat(64),
  time_created: AT,
};
export const issue: ResponseOf<'getIssue'> = {
  id: ID.issue,
  title: UNBROKEN,
  details: `${UNBROKEN}\n\n${LONG_URL}`,
  status: 'open',
  trigger: { type: 'test', id: ID.test },
  affected: { type: 'page', id: ID.page, str: page.page_url },
  labels: [UNBROKEN.slice(0, 50)],
  fingerprint: UNBROKEN,
  time_created: AT,
  time_updated: AT,
  time_closed: null,
};
export const log = {
  id: ID.log,
  time_created: AT,
  method: 'GET',
  path: `/v1/ops/page?search=${UNBROKEN}`,
  status: 200,
  duration_ms: 12,
};
export const migration: ResponseOf<'getSiteMigration'> = {
  id: ID.migration,
  site: ID.site,
  site_url: LONG_URL,
  base_url: url('staging'),
  status: 'failed',
  threshold: 95,
  paths_total: 1,
  paths_done: 1,
  paths_failed: 1,
  time_created: AT,
  time_completed: AT,
  paths: [
    {
      id: uuid(1, 'a7a70000'),
      path: `/${UNBROKEN}`,
      source_url: LONG_URL,
      target_url: url('staging'),
      source_scan: ID.scan,
      target_scan: ID.scan2,
      status: 'failed',
      score: null,
      component_scores: null,
      failing_components: [],
      deltas: null,
      error: `the other host could not be visited: ${UNBROKEN}`,
      time_completed: AT,
    },
  ],
};
const { paths: _paths, ...summary } = migration;
export const migrationSummary = summary;
