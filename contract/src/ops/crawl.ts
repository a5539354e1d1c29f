import { z } from 'zod';
import { idSchema, timestampSchema } from '../common';

/**
 * A broken link, a redirect, or a broken sub-resource (image, script, stylesheet, icon, media a
 * page loads: `resource`) the latest crawl of a site met (GET /v1/ops/site/{id}/links).
 */
export const crawlLinkKindSchema = z.enum(['broken', 'redirect', 'resource']);
export const crawlLinkSchema = z.object({
  url: z.string(),
  kind: crawlLinkKindSchema,
  /** The HTTP status, or null when the request failed (network error, refused target). */
  status: z.number().int().nullable(),
  /** Where a redirect chain ends (a resource's too, when it redirects); null for broken links. */
  final_url: z.string().nullable(),
  /** Why a request failed when there is no status. */
  error: z.string().nullable(),
  /** Pages seen linking to it (loading it, for a resource): URL and, when stored, the page id. */
  linked_from: z.array(z.object({ url: z.string(), page: idSchema.nullable() })),
});
export type CrawlLink = z.infer<typeof crawlLinkSchema>;

/**
 * What one completed crawl found changed since the site's previous crawl (GET
 * /v1/ops/site/{id}/crawl-diff): pages added, pages removed (a stored page that no longer answers,
 * or is no longer crawled) and stored pages that now redirect. The first crawl has no previous
 * one: `previous_crawl_time` null and every page found counts as added.
 */
export const crawlDiffSchema = z.object({
  id: idSchema,
  /** The crawl process; null once the process itself has been deleted. */
  crawl: idSchema.nullable(),
  time_created: timestampSchema,
  previous_crawl_time: timestampSchema.nullable(),
  /** How many pages this crawl found answering. */
  pages: z.number().int(),
  added: z.array(z.string()),
  removed: z.array(z.string()),
  redirected: z.array(z.object({ from: z.string(), to: z.string() })),
});
export type CrawlDiff = z.infer<typeof crawlDiffSchema>;
