import { z } from 'zod';
import { idSchema, pageQuerySchema, timestampSchema } from '../common';
import { artifactRefSchema } from './scans';

/** A test (server.md §3 Test): a page's new scan compared with an earlier one. */
export const testStatusSchema = z.enum(['working', 'passed', 'failed']);
export const testComponentSchema = z.enum([
  'html',
  'logs',
  'lighthouse',
  'a11y',
  'security',
  'images',
]);
export type TestComponent = z.infer<typeof testComponentSchema>;

const score = z.number().min(0).max(100);
/** null: the component could not be compared (not captured by both scans) and weighs nothing. */
export const componentScoresSchema = z.object({
  html: score.nullable(),
  logs: score.nullable(),
  lighthouse: score.nullable(),
  a11y: score.nullable(),
  security: score.nullable(),
  images: score.nullable(),
});

/** The spread a score was judged against (noise-aware gating), or the flat tolerance. */
export const spreadSchema = z.object({
  method: z.enum(['spread', 'flat']),
  samples: z.number().int(),
  median: z.number().nullable(),
  mad: z.number().nullable(),
  allowance: z.number(),
});
const gatedDeltaSchema = z.object({
  pre: z.number().nullable(),
  post: z.number().nullable(),
  delta: z.number().nullable(),
  counted: z.number(),
  regressed: z.boolean(),
  spread: spreadSchema,
});
const regionSchema = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});
const htmlChangeSchema = z.object({
  path: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
const consoleChangeSchema = z.object({
  level: z.string(),
  message: z.string(),
  before: z.number().int(),
  after: z.number().int(),
});
const ruleSchema = z.object({
  id: z.string(),
  impact: z.string().nullable(),
  help: z.string(),
  nodes: z.number().int(),
});
const findingSchema = z.object({ id: z.string(), message: z.string() });

export const testDeltasSchema = z.object({
  images: z
    .object({
      changed_pixels: z.number().int(),
      total_pixels: z.number().int(),
      width: z.number().int(),
      height: z.number().int(),
      pre_size: z.object({ width: z.number().int(), height: z.number().int() }),
      post_size: z.object({ width: z.number().int(), height: z.number().int() }),
      regions: z.array(regionSchema),
      before: artifactRefSchema.nullable(),
      after: artifactRefSchema.nullable(),
      /** The post screenshot faded with changed pixels red (PNG, owning team only). */
      diff: artifactRefSchema.nullable(),
    })
    .nullable(),
  html: z
    .object({
      nodes_pre: z.number().int(),
      nodes_post: z.number().int(),
      added_count: z.number().int(),
      removed_count: z.number().int(),
      changed_count: z.number().int(),
      added: z.array(htmlChangeSchema),
      removed: z.array(htmlChangeSchema),
      changed: z.array(htmlChangeSchema),
    })
    .nullable(),
  logs: z
    .object({ new: z.array(consoleChangeSchema), resolved: z.array(consoleChangeSchema) })
    .nullable(),
  lighthouse: z
    .object({
      categories: z.object({
        performance: gatedDeltaSchema,
        accessibility: gatedDeltaSchema,
        best_practices: gatedDeltaSchema,
        seo: gatedDeltaSchema,
      }),
    })
    .nullable(),
  a11y: z.object({ new: z.array(ruleSchema), fixed: z.array(ruleSchema) }).nullable(),
  security: gatedDeltaSchema
    .extend({ new: z.array(findingSchema), fixed: z.array(findingSchema) })
    .nullable(),
  /** Why a component could not be compared (e.g. a screenshot format that cannot be decoded). */
  skipped: z.array(z.object({ component: testComponentSchema, reason: z.string() })),
});
export type TestDeltas = z.infer<typeof testDeltasSchema>;

export const testSchema = z.object({
  id: idSchema,
  site: idSchema,
  page: idSchema,
  page_url: z.string(),
  /** The scan compared against; null when the page had none (`baseline`) or it was deleted. */
  pre_scan: idSchema.nullable(),
  post_scan: idSchema.nullable(),
  /**
   * Where pre_scan came from: `given` in the request, the page's accepted `baseline`, its
   * `latest` completed scan, or `none` (this test's post scan became the page's baseline).
   */
  pre_scan_source: z.enum(['given', 'baseline', 'latest', 'none']),
  status: testStatusSchema,
  /** 0-100 once compared; null while working, for a new baseline and when the visit failed. */
  score: score.nullable(),
  threshold: score,
  /** `spread`: score drops count beyond the page's own spread; `flat`: a fixed tolerance. */
  gating: z.enum(['spread', 'flat']),
  component_scores: componentScoresSchema.nullable(),
  /** Components under the threshold: what an issue about this test names. */
  failing_components: z.array(testComponentSchema),
  deltas: testDeltasSchema.nullable(),
  /** Why the test could not compare (the visit failed, the comparison failed for good). */
  error: z.string().nullable(),
  /** A note for the reader, e.g. that this test made the page's baseline. */
  note: z.string().nullable(),
  /** Whether this test's post scan is now the page's baseline (accepted or passed). */
  is_baseline: z.boolean(),
  time_created: timestampSchema,
  time_completed: timestampSchema.nullable(),
});
export type Test = z.infer<typeof testSchema>;

/** POST /v1/ops/test: one page (optionally against a given scan), or every page of a site. */
export const testCreateBodySchema = z
  .object({
    page_id: idSchema.optional(),
    site_id: idSchema.optional(),
    threshold: z
      .number({ error: 'must be a number from 0 to 100' })
      .min(0, 'must be from 0 to 100')
      .max(100, 'must be from 0 to 100')
      .default(95),
    pre_scan_id: idSchema.optional(),
    gating: z.enum(['spread', 'flat']).default('spread'),
  })
  .refine((body) => (body.page_id === undefined) !== (body.site_id === undefined), {
    message: 'give page_id or site_id',
    path: ['page_id'],
  })
  .refine((body) => body.pre_scan_id === undefined || body.page_id !== undefined, {
    message: 'pre_scan_id needs page_id',
    path: ['pre_scan_id'],
  });
export type TestCreateBody = z.infer<typeof testCreateBodySchema>;

/** GET /v1/ops/test: a page's or a site's tests, paginated. */
export const testListQuerySchema = pageQuerySchema
  .extend({ page_id: idSchema.optional(), site_id: idSchema.optional() })
  .refine((query) => (query.page_id === undefined) !== (query.site_id === undefined), {
    message: 'give page_id or site_id',
    path: ['page_id'],
  });

/** A page's test settings: CSS selectors hidden before every capture, and its baseline scan. */
export const pageTestSettingsSchema = z.object({
  page: idSchema,
  ignore_selectors: z.array(z.string()),
  baseline_scan: idSchema.nullable(),
});
export const pageTestSettingsBodySchema = z.object({
  ignore_selectors: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'a selector must not be empty')
        .max(200, 'a selector must be at most 200 characters')
        .refine((value) => !value.includes('\u0000'), 'must not contain a NUL character'),
    )
    .max(20, 'at most 20 selectors'),
});
