import { z } from 'zod';
import { idSchema, requiredText, timestampSchema } from './common';

export const latestScanSchema = z
  .object({
    id: idSchema,
    time_completed: timestampSchema.nullable(),
    score: z.number().nullable(),
  })
  .nullable();
export const latestTestSchema = z
  .object({
    id: idSchema,
    status: z.enum(['working', 'passed', 'failed']),
    score: z.number().nullable(),
  })
  .nullable();

export const siteSchema = z.object({
  id: idSchema,
  site_url: z.string(),
  time_created: timestampSchema,
  time_crawl_started: timestampSchema.nullable(),
  time_crawl_completed: timestampSchema.nullable(),
  onboarding: z.boolean(),
  info: z.object({ latest_scan: latestScanSchema, latest_test: latestTestSchema }),
  tags: z.array(z.string()),
});
export type Site = z.infer<typeof siteSchema>;

const httpUrl = z
  .string({ error: (issue) => (issue.input === undefined ? 'enter a site url' : 'must be text') })
  .trim()
  .min(1, 'enter a site url')
  .max(2048, 'must be at most 2048 characters')
  .regex(/^https?:\/\//i, 'must begin with http')
  .pipe(z.url({ error: 'must be a valid URL' }));

/** Add Site dialog sends site_url + page_urls; onboarding sends site_url + onboarding. */
export const siteCreateBodySchema = z.object({
  site_url: httpUrl,
  page_urls: z.array(httpUrl).max(1000).nullable().optional(),
  onboarding: z.boolean().optional(),
});
export type SiteCreateBody = z.infer<typeof siteCreateBodySchema>;

export const pageSchema = z.object({
  id: idSchema,
  site: idSchema,
  page_url: z.string(),
  info: z.object({ latest_scan: latestScanSchema, latest_test: latestTestSchema }),
  tags: z.array(z.string()),
});
export type Page = z.infer<typeof pageSchema>;

export const processTypeSchema = z.enum(['case.generate', 'case.pre_run', 'crawl']);
export const processSchema = z.object({
  id: idSchema,
  site: idSchema.nullable(),
  type: processTypeSchema,
  progress: z.number().min(0).max(100),
  success: z.boolean().nullable(),
  exception: z.string().nullable(),
  time_created: timestampSchema,
  time_completed: timestampSchema.nullable(),
});
export type Process = z.infer<typeof processSchema>;
export type ProcessType = z.infer<typeof processTypeSchema>;

/** A broken link or redirect the latest crawl of a site met (GET /v1/ops/site/{id}/links). */
export const crawlLinkKindSchema = z.enum(['broken', 'redirect']);
export const crawlLinkSchema = z.object({
  url: z.string(),
  kind: crawlLinkKindSchema,
  /** The HTTP status, or null when the request failed (network error, refused target). */
  status: z.number().int().nullable(),
  /** Where a redirect chain ends; null for broken links. */
  final_url: z.string().nullable(),
  /** Why a request failed when there is no status. */
  error: z.string().nullable(),
  /** Pages seen linking to it: their URL and, when the page is stored, its id. */
  linked_from: z.array(z.object({ url: z.string(), page: idSchema.nullable() })),
});
export type CrawlLink = z.infer<typeof crawlLinkSchema>;

export const searchTypeSchema = z.enum(['site', 'page', 'case', 'issue', 'flow']);
export const searchResultSchema = z.object({
  type: searchTypeSchema,
  str: z.string(),
  path: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
export type SearchType = z.infer<typeof searchTypeSchema>;

/** The prefixes the search box offers as examples, in the spec's order (product.md §2). */
export const SEARCH_PREFIXES = ['case:', 'flow:', 'site:', 'page:', 'issue:'] as const;
/** At most this many results of each type answer one search. */
export const SEARCH_RESULTS_PER_TYPE = 5;

/**
 * Splits a search into its type prefix (`site:`, `page:`, …, any case) and the text to match.
 * Without a prefix every type is searched; `site:` alone lists the first sites.
 */
export function parseSearchQuery(query: string): { type: SearchType | null; text: string } {
  const match = /^\s*(site|page|case|issue|flow)\s*:(.*)$/is.exec(query);
  if (!match) return { type: null, text: query.trim() };
  return { type: match[1]!.toLowerCase() as SearchType, text: match[2]!.trim() };
}

export const homeMetricsSchema = z.object({
  open_issues: z.number().int(),
  sites: z.number().int(),
  pages: z.number().int(),
});
export type HomeMetrics = z.infer<typeof homeMetricsSchema>;

/** How many UTC days a score trend covers: `?days=` 1..365, 30 when not given. */
export const SCORE_TREND_DAYS = { default: 30, max: 365 } as const;
export const scoreTrendDaysSchema = z.coerce
  .number({ error: 'must be a whole number of days' })
  .int('must be a whole number of days')
  .min(1, 'must be at least 1')
  .max(SCORE_TREND_DAYS.max, `must be at most ${SCORE_TREND_DAYS.max}`)
  .default(SCORE_TREND_DAYS.default);

/** GET /v1/ops/metrics/site and /page: the scored scans of the last `days` UTC days, by day. */
export const scoreTrendSchema = z.object({
  days: z.number().int(),
  /** The window's first and last UTC day (`YYYY-MM-DD`); `to` is today. */
  from: z.string(),
  to: z.string(),
  /** Oldest first, one per UTC day (`YYYY-MM-DD`) that had a scored scan; other days omitted. */
  points: z.array(z.object({ date: z.string(), score: z.number().int() })),
  /** The score of the newest scored scan in the window; null when there is none. */
  latest_score: z.number().nullable(),
  /** How many scored scans the points average. */
  scans: z.number().int(),
});
export type ScoreTrend = z.infer<typeof scoreTrendSchema>;

/** A stored file of a scan (screenshot, page source), served by GET /v1/ops/artifact/{id}. */
export const artifactRefSchema = z.object({
  id: idSchema,
  url: z.string(),
  content_type: z.string(),
});
export type ArtifactRef = z.infer<typeof artifactRefSchema>;

export const scanTypeSchema = z.enum(['html', 'logs', 'images', 'lighthouse', 'a11y', 'security']);

export const consoleEntrySchema = z.object({
  level: z.string(),
  message: z.string(),
  source: z.string(),
  timestamp: timestampSchema,
});

const categoryScore = z.number().min(0).max(100).nullable();
export const lighthouseResultSchema = z.object({
  /** `not_run` when the operator turned Lighthouse off (VIGIL_LIGHTHOUSE=off). */
  status: z.enum(['done', 'not_run', 'failed']),
  scores: z.object({
    performance: categoryScore,
    accessibility: categoryScore,
    best_practices: categoryScore,
    seo: categoryScore,
    average: categoryScore,
  }),
  /** The audits that lost points. */
  audits: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      score: z.number().nullable(),
      display_value: z.string().nullable(),
    }),
  ),
  error: z.string().nullable(),
});

export const a11yViolationSchema = z.object({
  id: z.string(),
  impact: z.string().nullable(),
  description: z.string(),
  help: z.string(),
  help_url: z.string(),
  nodes: z.array(z.object({ target: z.array(z.string()), html: z.string() })),
});

export const securityAuditSchema = z.object({
  id: z.string(),
  group: z.enum(['headers', 'https', 'cookies', 'mixed_content']),
  passed: z.boolean(),
  message: z.string(),
});
export const securityResultSchema = z.object({
  scores: z.object({
    headers: z.number(),
    https: z.number(),
    cookies: z.number(),
    mixed_content: z.number(),
    average: z.number(),
  }),
  audits: z.array(securityAuditSchema),
});

export const scanSchema = z.object({
  id: idSchema,
  site: idSchema,
  page: idSchema,
  time_created: timestampSchema,
  /** null while the scan runs. */
  time_completed: timestampSchema.nullable(),
  type: z.array(scanTypeSchema),
  html: artifactRefSchema.nullable(),
  logs: z.array(consoleEntrySchema),
  images: z.array(artifactRefSchema),
  lighthouse: lighthouseResultSchema.nullable(),
  a11y: z.object({ violations: z.array(a11yViolationSchema) }).nullable(),
  security: securityResultSchema.nullable(),
  timings: z
    .object({
      ttfb_ms: z.number().nullable(),
      dom_content_loaded_ms: z.number().nullable(),
      load_ms: z.number().nullable(),
    })
    .nullable(),
  score: z.number().min(0).max(100).nullable(),
  /** Why the page could not be visited, when it could not. */
  error: z.string().nullable(),
});
export type Scan = z.infer<typeof scanSchema>;

/** POST /v1/ops/scan: one page, or every page of a site. */
export const scanCreateBodySchema = z
  .object({ page_id: idSchema.optional(), site_id: idSchema.optional() })
  .refine((body) => (body.page_id === undefined) !== (body.site_id === undefined), {
    message: 'give page_id or site_id',
    path: ['page_id'],
  });
export type ScanCreateBody = z.infer<typeof scanCreateBodySchema>;

/** A case (server.md §3): steps of an action and the assertion checked after it. */
export const caseActionTypeSchema = z.enum([
  'navigate',
  'click',
  'change',
  'scroll',
  'hover',
  'key',
]);
export const caseAssertionTypeSchema = z.enum(['exists', 'match', 'visible']);
export const caseStepSchema = z.object({
  action: z.object({
    type: caseActionTypeSchema,
    selector: z.string().nullable(),
    value: z.string().nullable(),
  }),
  assertion: z
    .object({
      type: caseAssertionTypeSchema,
      selector: z.string().nullable(),
      value: z.string().nullable(),
    })
    .nullable(),
});
export type CaseStep = z.infer<typeof caseStepSchema>;
export const caseSchema = z.object({
  id: idSchema,
  title: z.string(),
  site: idSchema.nullable(),
  type: z.enum(['generated', 'recorded']),
  steps: z.array(caseStepSchema),
  time_created: timestampSchema,
});
export type Case = z.infer<typeof caseSchema>;

/** An issue (server.md §3): raised by a failing scan, test or case run, or written by a user. */
export const issueStatusSchema = z.enum(['open', 'closed']);
export type IssueStatus = z.infer<typeof issueStatusSchema>;
/** The kinds of object an issue links to; the client turns each into its screen's path. */
export const issueObjectTypeSchema = z.enum(['site', 'page', 'scan', 'case', 'caserun']);
export const issueSchema = z.object({
  id: idSchema,
  title: z.string(),
  /** Markdown, stored as written; only the client renders it (and never as raw HTML). */
  details: z.string(),
  status: issueStatusSchema,
  trigger: z.object({ type: issueObjectTypeSchema, id: idSchema }).nullable(),
  affected: z.object({ type: issueObjectTypeSchema, id: idSchema, str: z.string() }).nullable(),
  labels: z.array(z.string()),
  fingerprint: z.string().nullable(),
  time_created: timestampSchema,
  time_updated: timestampSchema,
  time_closed: timestampSchema.nullable(),
});
export type Issue = z.infer<typeof issueSchema>;

// PostgreSQL text cannot hold U+0000: refused here as a 400 rather than failing in the database.
const withoutNul = <T extends z.ZodString>(text: T, label: string) =>
  text.refine((value) => !value.includes('\u0000'), `${label} must not contain a NUL character`);
const issueTitle = withoutNul(requiredText('Title'), 'Title');
const issueDetails = withoutNul(
  z.string({ error: 'Details must be text' }).max(20_000, 'Details are too long'),
  'Details',
);
const issueLabels = z
  .array(withoutNul(requiredText('Label', 50), 'Label'), { error: 'Labels must be a list of text' })
  .max(20, 'At most 20 labels');
export const issueCreateBodySchema = z.object({
  title: issueTitle,
  details: issueDetails.optional(),
  labels: issueLabels.optional(),
});
export type IssueCreateBody = z.infer<typeof issueCreateBodySchema>;
export const issueUpdateBodySchema = z.object({
  title: issueTitle.optional(),
  details: issueDetails.optional(),
  labels: issueLabels.optional(),
  status: issueStatusSchema.optional(),
});
export type IssueUpdateBody = z.infer<typeof issueUpdateBodySchema>;
export const issueListQuerySchema = z.object({
  status: issueStatusSchema.optional(),
  search: withoutNul(z.string().max(200), 'Search').optional(),
});
/** POST /v1/ops/issue/close: ids not of the caller's team are ignored, not revealed. */
export const issueBulkCloseBodySchema = z.object({
  ids: z.array(idSchema).min(1, 'Select at least one issue').max(100, 'At most 100 issues'),
});
export const issueBulkCloseResultSchema = z.object({ closed: z.number().int() });

/** The status classes GET /v1/ops/log filters on; an exact code (`?status=404`) works too. */
export const API_LOG_STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;
export const API_LOG_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const apiLogQuerySchema = z.object({
  status: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^([1-5]xx|[1-5]\d\d)$/, 'must be 2xx, 3xx, 4xx, 5xx or a status code')
    .optional(),
  method: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(API_LOG_METHODS, { error: 'must be GET, POST, PUT, PATCH or DELETE' }))
    .optional(),
});

/** One API request made with the team's `Token` key (server.md §3 Log), as listed. */
export const apiLogSchema = z.object({
  id: idSchema,
  time_created: timestampSchema,
  method: z.string(),
  /** The path with its query; values of token, password, secret, key or code params redacted. */
  path: z.string(),
  status: z.number().int(),
  duration_ms: z.number().int(),
});
export type ApiLog = z.infer<typeof apiLogSchema>;

/**
 * GET /v1/ops/log/{id}: the entry with its payloads, secrets replaced by "[redacted]". A payload
 * over 16 KB is cut: then `*_truncated` is true and the payload is the first 16 KB of its JSON text.
 * null when there was no JSON body.
 */
export const apiLogDetailSchema = apiLogSchema.extend({
  request: z.unknown(),
  request_truncated: z.boolean(),
  response: z.unknown(),
  response_truncated: z.boolean(),
});
export type ApiLogDetail = z.infer<typeof apiLogDetailSchema>;
