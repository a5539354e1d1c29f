import { z } from 'zod';
import { idSchema, timestampSchema } from '../common';
import {
  componentScoresSchema,
  testComponentSchema,
  testDeltasSchema,
  testStatusSchema,
} from './tests';

/**
 * A site migration (screens.md /site/{id}/migration): the site compared with another base URL
 * (staging against production), the same paths scanned on both hosts at the same moment and each
 * pair compared like a test. working → passed (every path passed) | failed.
 */
export const siteMigrationPathSchema = z.object({
  id: idSchema,
  /** From the host's root, with its query: `/pricing?plan=team`. */
  path: z.string(),
  /** The site's URL of the path, and the other host's. */
  source_url: z.string(),
  target_url: z.string(),
  /** Both scans are fresh; null once retention deleted them. */
  source_scan: idSchema.nullable(),
  target_scan: idSchema.nullable(),
  status: testStatusSchema,
  /** 0-100 once compared (100 = no difference); null while working or when a visit failed. */
  score: z.number().min(0).max(100).nullable(),
  component_scores: componentScoresSchema.nullable(),
  failing_components: z.array(testComponentSchema),
  /** The test comparison: before (this site), after (the other host), diff image, HTML changes. */
  deltas: testDeltasSchema.nullable(),
  /** Why the path failed without a comparison (e.g. `the other host answered HTTP 404`). */
  error: z.string().nullable(),
  time_completed: timestampSchema.nullable(),
});
export type SiteMigrationPath = z.infer<typeof siteMigrationPathSchema>;

export const siteMigrationSummarySchema = z.object({
  id: idSchema,
  site: idSchema,
  site_url: z.string(),
  /** The other host's base URL; each path is appended to it. */
  base_url: z.string(),
  status: testStatusSchema,
  threshold: z.number().min(0).max(100),
  paths_total: z.number().int(),
  paths_done: z.number().int(),
  paths_failed: z.number().int(),
  time_created: timestampSchema,
  time_completed: timestampSchema.nullable(),
});
export type SiteMigrationSummary = z.infer<typeof siteMigrationSummarySchema>;

/** One migration with its paths, in the order they were given (the site's pages by URL). */
export const siteMigrationSchema = siteMigrationSummarySchema.extend({
  paths: z.array(siteMigrationPathSchema),
});
export type SiteMigration = z.infer<typeof siteMigrationSchema>;

const PATH_FORM = 'must be a path from the host’s root, like /pricing';

/** POST /v1/ops/site/{id}/migration. */
export const siteMigrationCreateBodySchema = z.object({
  base_url: z
    .string({
      error: (issue) => (issue.input === undefined ? 'enter a base url' : 'must be text'),
    })
    .trim()
    .min(1, 'enter a base url')
    .max(2048, 'must be at most 2048 characters')
    .regex(/^https?:\/\//i, 'must begin with http')
    .pipe(z.url({ error: 'must be a valid URL' })),
  /** Default: the paths of the site's pages (as many as the plan allows pages per site). */
  paths: z
    .array(
      z
        .string({ error: 'must be text' })
        .trim()
        .max(2048, 'must be at most 2048 characters')
        // One leading slash: `//host/x` would name another host.
        .regex(/^\/(?!\/)[^\s\\#]*$/, PATH_FORM),
    )
    .min(1, 'give at least one path, or leave paths out for the site’s pages')
    .max(1000, 'at most 1000 paths')
    .optional(),
  threshold: z
    .number({ error: 'must be a number from 0 to 100' })
    .min(0, 'must be from 0 to 100')
    .max(100, 'must be from 0 to 100')
    .default(95),
});
export type SiteMigrationCreateBody = z.infer<typeof siteMigrationCreateBodySchema>;
