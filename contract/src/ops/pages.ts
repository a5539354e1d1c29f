import { z } from 'zod';
import { idSchema } from '../common';
import { latestScanSchema, latestTestSchema } from './sites';

export const pageSchema = z.object({
  id: idSchema,
  site: idSchema,
  page_url: z.string(),
  info: z.object({ latest_scan: latestScanSchema, latest_test: latestTestSchema }),
  tags: z.array(z.string()),
});
export type Page = z.infer<typeof pageSchema>;
