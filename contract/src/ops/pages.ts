import { z } from 'zod';
import { idSchema } from '../common';
import { latestScanSchema, latestTestSchema } from './sites';

export const pageSchema = z.object({
  id: idSchema,
  site: idSchema,
  page_url: z.string(),
  info: z.object({ latest_scan: latestScanSchema, latest_test: latestTestSchema }),
  tags: z.array(z.string()),
  /**
   * Other addresses of the same document (issue 47): its trailing-slash twin answering the same
   * document, pages naming it as their canonical. Search finds the page by any of them.
   */
  aliases: z.array(z.string()),
  /**
   * The canonical URL the page names and is not folded into: on another host (recorded, never
   * followed), or answering an error. Null when it names none, or itself.
   */
  canonical_url: z.string().nullable(),
});
export type Page = z.infer<typeof pageSchema>;
