import { z } from 'zod';
import { idSchema, managedByBodySchema, managedBySchema, timestampSchema } from '../common';
import { artifactRefSchema } from './scans';

/** The newest scan and test of a site or page, as lists show them. */
export const latestScanSchema = z
  .object({
    id: idSchema,
    time_completed: timestampSchema.nullable(),
    score: z.number().nullable(),
    /**
     * The scan's small screenshot (first screen, WebP) for lists; null when it captured none.
     * Absent on scans completed before it was recorded here.
     */
    thumbnail: artifactRefSchema.nullable().optional(),
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
  /**
   * Lighthouse per page template in a crawl's scans (pages of one DOM shape, else of one URL
   * pattern; the root always; 0 = every page). Always sent by the API.
   */
  lighthouse_samples: z.number().int().min(0).max(100).optional(),
  /** Set when `vigil deploy` made it from a config file (issue 45 §3). */
  managed_by: managedBySchema,
});
export type Site = z.infer<typeof siteSchema>;

const httpUrl = z
  .string({ error: (issue) => (issue.input === undefined ? 'enter a site url' : 'must be text') })
  .trim()
  .min(1, 'enter a site url')
  .max(2048, 'must be at most 2048 characters')
  .regex(/^https?:\/\//i, 'must begin with http')
  .pipe(z.url({ error: 'must be a valid URL' }));

/**
 * Add Site dialog sends site_url + page_urls; onboarding sends site_url + onboarding. How many
 * page_urls a site may have is the plan's (the API answers 426 `max pages reached`).
 */
export const siteCreateBodySchema = z.object({
  site_url: httpUrl,
  page_urls: z.array(httpUrl).nullable().optional(),
  onboarding: z.boolean().optional(),
  /** Pages per template a crawl's scans run Lighthouse on (default 2; 0 = every page). */
  lighthouse_samples: z.number().int().min(0).max(100).optional(),
  managed_by: managedByBodySchema,
});
export type SiteCreateBody = z.infer<typeof siteCreateBodySchema>;

/**
 * Pages added to a site after its crawl (the site screen's Add pages, POST
 * /v1/ops/site/{id}/pages): URLs on the site's host, within the plan's pages_allowed.
 */
export const sitePagesBodySchema = z.object({
  page_urls: z.array(httpUrl).min(1, 'enter a page url'),
  /** `vigil deploy` adding the pages its file declares marks the site as its own. */
  managed_by: managedByBodySchema,
});
export type SitePagesBody = z.infer<typeof sitePagesBodySchema>;
