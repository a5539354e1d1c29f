import { z } from 'zod';
import { idSchema, timestampSchema } from '../common';

/** A background process row (crawl, case generation) a screen follows by polling. */
export const processTypeSchema = z.enum(['case.generate', 'case.pre_run', 'crawl']);
export const processSchema = z.object({
  id: idSchema,
  site: idSchema.nullable(),
  type: processTypeSchema,
  progress: z.number().min(0).max(100),
  success: z.boolean().nullable(),
  exception: z.string().nullable(),
  /** What a finished process did, in a sentence (a crawl: the new pages it found and scanned). */
  detail: z.string().nullable(),
  time_created: timestampSchema,
  time_completed: timestampSchema.nullable(),
});
export type Process = z.infer<typeof processSchema>;
export type ProcessType = z.infer<typeof processTypeSchema>;
