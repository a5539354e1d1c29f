import { z } from 'zod';

/**
 * The kinds of run Vigil makes and follows to their end: a page's scan, a page's test, a case
 * run on a site, a flow run on a site and a site migration (the site's latest comparison with
 * its other host, repeated). Written once here; schedules, flows and alerts name run types
 * through this schema (the API's run-kind registry has one entry per type).
 */
export const runTypeSchema = z.enum(['scan', 'test', 'caserun', 'flowrun', 'migration']);
export type RunType = z.infer<typeof runTypeSchema>;
export const RUN_TYPES = runTypeSchema.options;
