import { z } from 'zod';
import { idSchema } from '../common';

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
