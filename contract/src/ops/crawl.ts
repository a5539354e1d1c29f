import { z } from 'zod';
import { idSchema, timestampSchema } from '../common';

/**
 * A broken link, a redirect, or a broken sub-resource (image, script, stylesheet, icon, media a
 * page loads: `resource`) the latest crawl of a site met (GET /v1/ops/site/{id}/links).
 */
export const crawlLinkKindSchema = z.enum(['broken', 'redirect', 'resource']);
/** A page seen linking to a finding (loading it, for a resource): its URL, its id when stored. */
export const linkReferrerSchema = z.object({ url: z.string(), page: idSchema.nullable() });
export type LinkReferrer = z.infer<typeof linkReferrerSchema>;
/** How many of a finding's pages its row names (a stylesheet missing on every page of a big site). */
export const LINKED_FROM_SHOWN = 10;
export const crawlLinkSchema = z.object({
  url: z.string(),
  kind: crawlLinkKindSchema,
  /** The HTTP status, or null when the request failed (network error, refused target). */
  status: z.number().int().nullable(),
  /** Where a redirect chain ends (a resource's too, when it redirects); null for broken links. */
  final_url: z.string().nullable(),
  /** Why a request failed when there is no status. */
  error: z.string().nullable(),
  /**
   * Pages seen linking to it (loading it, for a resource): the first LINKED_FROM_SHOWN in URL
   * order; GET /v1/ops/site/{id}/links/pages lists them all, a page at a time.
   */
  linked_from: z.array(linkReferrerSchema),
  /** How many pages link to it (load it) in all. Always sent by the API. */
  linked_from_count: z.number().int().min(0).optional(),
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
