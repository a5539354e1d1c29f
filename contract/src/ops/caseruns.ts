import { z } from 'zod';
import { idSchema, timestampSchema } from '../common';
import { caseLocatorKindSchema, caseStepSchema } from './cases';
import { artifactRefSchema } from './scans';

/** A case run (server.md §3 CaseRun): one case replayed step by step in Chromium on a site. */
export const caseRunStatusSchema = z.enum(['working', 'passed', 'failed']);
export type CaseRunStatus = z.infer<typeof caseRunStatusSchema>;

/** pending: not reached yet; skipped: after a failure, when the run stops at the first one. */
export const caseRunStepStatusSchema = z.enum([
  'pending',
  'running',
  'passed',
  'failed',
  'skipped',
]);
export type CaseRunStepStatus = z.infer<typeof caseRunStepStatusSchema>;

export const caseRunStepSchema = z.object({
  index: z.number().int(),
  status: caseRunStepStatusSchema,
  duration_ms: z.number().int().nullable(),
  error: z.string().nullable(),
  /** Which way of finding the element matched (role, label, text, test_id, css), and how. */
  locator: z.object({ kind: caseLocatorKindSchema, description: z.string() }).nullable(),
  screenshot: artifactRefSchema.nullable(),
  /** Console errors and uncaught exceptions of the page during this step. */
  console_errors: z.array(z.string()),
  /** The page's URL when the step ended. */
  url: z.string().nullable(),
});
export type CaseRunStep = z.infer<typeof caseRunStepSchema>;

export const caseRunSchema = z.object({
  id: idSchema,
  case: idSchema,
  site: idSchema,
  status: caseRunStatusSchema,
  /** The steps this run replays: the case's when it started, with the run's `updates`. */
  case_steps: z.array(caseStepSchema),
  /** One result per step, filled in as the run goes (readable while it is working). */
  steps: z.array(caseRunStepSchema),
  continue_on_failure: z.boolean(),
  /** The other host (a preview deploy) the steps ran on instead of the site's; absent: the site. */
  base_url: z.string().optional(),
  /** Why the run failed as a whole (time-out, a browser that could not start), else null. */
  error: z.string().nullable(),
  /** The issue a failed run opened or kept open, else null. */
  issue: idSchema.nullable(),
  duration_ms: z.number().int().nullable(),
  time_created: timestampSchema,
  time_completed: timestampSchema.nullable(),
});
export type CaseRun = z.infer<typeof caseRunSchema>;

/** `updates` replace the `value` of the case's steps by index, for this run only. */
export const caseRunCreateBodySchema = z.object({
  case_id: idSchema,
  site_id: idSchema,
  updates: z
    .array(
      z.object({ index: z.number().int().min(0).max(999), value: z.string().max(5000).nullable() }),
    )
    .max(200)
    .optional(),
  continue_on_failure: z.boolean().optional(),
  /**
   * Run on another host (`vigil ci --base-url`): each navigation goes to the same path there. Its
   * outcome opens and closes no issue of the site. An origin: a path prefix is not kept.
   */
  base_url: z
    .string()
    .trim()
    .max(2048, 'must be at most 2048 characters')
    .regex(/^https?:\/\//i, 'must begin with http')
    .pipe(z.url({ error: 'must be a valid URL' }))
    .optional(),
});
export type CaseRunCreateBody = z.infer<typeof caseRunCreateBodySchema>;

/** One of case_id or site_id narrows the list (both may be given). */
export const caseRunListQuerySchema = z.object({
  case_id: idSchema.optional(),
  site_id: idSchema.optional(),
});
