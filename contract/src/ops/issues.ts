import { z } from 'zod';
import { idSchema, requiredText, timestampSchema } from '../common';

/** An issue (server.md §3): raised by a failing scan, test or case run, or written by a user. */
export const issueStatusSchema = z.enum(['open', 'closed']);
export type IssueStatus = z.infer<typeof issueStatusSchema>;
/** The kinds of object an issue links to; the client turns each into its screen's path. */
export const issueObjectTypeSchema = z.enum([
  'site',
  'page',
  'scan',
  'test',
  'case',
  'caserun',
  'monitor',
]);
export const issueSchema = z.object({
  id: idSchema,
  title: z.string(),
  /** Markdown, stored as written; only the client renders it (and never as raw HTML). */
  details: z.string(),
  status: issueStatusSchema,
  trigger: z.object({ type: issueObjectTypeSchema, id: idSchema }).nullable(),
  affected: z.object({ type: issueObjectTypeSchema, id: idSchema, str: z.string() }).nullable(),
  labels: z.array(z.string()),
  fingerprint: z.string().nullable(),
  time_created: timestampSchema,
  time_updated: timestampSchema,
  time_closed: timestampSchema.nullable(),
});
export type Issue = z.infer<typeof issueSchema>;

// PostgreSQL text cannot hold U+0000: refused here as a 400 rather than failing in the database.
const withoutNul = <T extends z.ZodString>(text: T, label: string) =>
  text.refine((value) => !value.includes('\u0000'), `${label} must not contain a NUL character`);
const issueTitle = withoutNul(requiredText('Title'), 'Title');
const issueDetails = withoutNul(
  z.string({ error: 'Details must be text' }).max(20_000, 'Details are too long'),
  'Details',
);
const issueLabels = z
  .array(withoutNul(requiredText('Label', 50), 'Label'), { error: 'Labels must be a list of text' })
  .max(20, 'At most 20 labels');
export const issueCreateBodySchema = z.object({
  title: issueTitle,
  details: issueDetails.optional(),
  labels: issueLabels.optional(),
});
export type IssueCreateBody = z.infer<typeof issueCreateBodySchema>;
export const issueUpdateBodySchema = z.object({
  title: issueTitle.optional(),
  details: issueDetails.optional(),
  labels: issueLabels.optional(),
  status: issueStatusSchema.optional(),
});
export type IssueUpdateBody = z.infer<typeof issueUpdateBodySchema>;
export const issueListQuerySchema = z.object({
  status: issueStatusSchema.optional(),
  search: withoutNul(z.string().max(200), 'Search').optional(),
  /**
   * Only the issues about this site (what they affect, or the run that raised them); a site not
   * the caller's team's answers 404.
   */
  site_id: idSchema.optional(),
});
/** POST /v1/ops/issue/close: ids not of the caller's team are ignored, not revealed. */
export const issueBulkCloseBodySchema = z.object({
  ids: z.array(idSchema).min(1, 'Select at least one issue').max(100, 'At most 100 issues'),
});
export const issueBulkCloseResultSchema = z.object({ closed: z.number().int() });
