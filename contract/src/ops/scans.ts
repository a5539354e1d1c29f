import { z } from 'zod';
import { idSchema, timestampSchema } from '../common';

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
  /**
   * `not_run` when the operator turned Lighthouse off (VIGIL_LIGHTHOUSE=off) or the page is
   * broken; `not_sampled` when another page of the same template (DOM shape, else URL pattern) stands for it; `failed` when
   * the run failed. Only `done` has scores: the others are "not measured" (null), and the page
   * score leaves Lighthouse out.
   */
  status: z.enum(['done', 'not_run', 'not_sampled', 'failed']),
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
  /** The first nodes only (at most 20); `nodes_total` counts them all. */
  nodes: z.array(z.object({ target: z.array(z.string()), html: z.string() })),
  /** Every node violating the rule, also those left out of `nodes` (absent on older scans). */
  nodes_total: z.number().int().optional(),
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
  /** The screenshot: WebP, the page's first 10,000 px (PNG on older scans). */
  images: z.array(artifactRefSchema),
  /** The first screen, small (320 px wide, WebP), for lists; null on older or failed scans. */
  thumbnail: artifactRefSchema.nullable(),
  lighthouse: lighthouseResultSchema.nullable(),
  a11y: z
    .object({
      violations: z.array(a11yViolationSchema),
      /** Rules violated and nodes violating them in all (absent on older scans). */
      totals: z.object({ violations: z.number().int(), nodes: z.number().int() }).optional(),
    })
    .nullable(),
  security: securityResultSchema.nullable(),
  timings: z
    .object({
      ttfb_ms: z.number().nullable(),
      dom_content_loaded_ms: z.number().nullable(),
      load_ms: z.number().nullable(),
    })
    .nullable(),
  score: z.number().min(0).max(100).nullable(),
  /**
   * Why the page could not be visited, or why it is broken ("HTTP 404", "not an HTML page: …"),
   * when it is; a broken page scores 0.
   */
  error: z.string().nullable(),
  /** The HTTP status the page answered with; null when it did not answer (or on older scans). */
  http_status: z.number().int().nullable(),
  /**
   * Set when the page had not changed since its last capture (its HTML, and the validators or
   * hashes of its same-origin stylesheets, scripts, images and fonts): the scan kept that capture
   * (taken at `since`, by scan `scan`) with its screenshot, findings and scores instead of taking
   * it again. null when the scan captured the page (absent on older scans).
   */
  unchanged: z.object({ since: timestampSchema, scan: idSchema.nullable() }).nullable().optional(),
});
export type Scan = z.infer<typeof scanSchema>;

/** POST /v1/ops/scan: one page, or every page of a site. */
export const scanCreateBodySchema = z
  .object({
    page_id: idSchema.optional(),
    site_id: idSchema.optional(),
    /**
     * Whether every page is captured again. By default a page's scan (`page_id`, Scan now)
     * captures it, while a site's (`site_id`, Scan all) keeps the last capture of each page that
     * did not change since (`unchanged` on the scan); `false` lets a page's scan keep it too.
     */
    force: z.boolean().optional(),
  })
  .refine((body) => (body.page_id === undefined) !== (body.site_id === undefined), {
    message: 'give page_id or site_id',
    path: ['page_id'],
  });
export type ScanCreateBody = z.infer<typeof scanCreateBodySchema>;
