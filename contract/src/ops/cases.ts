import { z } from 'zod';
import { idSchema, managedByBodySchema, managedBySchema, timestampSchema } from '../common';

/**
 * A case (server.md §3): steps of an action and the assertion checked after it. `select` picks an
 * option, `wait` waits for an element (or `value` milliseconds without one).
 */
export const caseActionTypeSchema = z.enum(
  ['navigate', 'click', 'change', 'scroll', 'hover', 'key', 'select', 'wait'],
  { error: (issue) => `unknown action ${JSON.stringify(issue.input)}` },
);
/**
 * exists, visible; text (exact), contains, regex: the element's text, or the page URL without a
 * selector; url: the page URL equals `value`; match: contains with a selector, else url.
 */
export const caseAssertionTypeSchema = z.enum(
  ['exists', 'match', 'visible', 'text', 'contains', 'regex', 'url'],
  { error: (issue) => `unknown assertion ${JSON.stringify(issue.input)}` },
);
export type CaseActionType = z.infer<typeof caseActionTypeSchema>;
export type CaseAssertionType = z.infer<typeof caseAssertionTypeSchema>;

/**
 * Ways to find the element besides the CSS `selector`, tried in the order Playwright recommends:
 * role + name, label, text, test id, then the CSS selector, so a changed class name does not
 * break a case. Each must match exactly one element to be used.
 */
export const caseLocatorSchema = z
  .object({
    role: z.string().max(40).optional(),
    name: z.string().max(500).optional(),
    label: z.string().max(500).optional(),
    text: z.string().max(500).optional(),
    test_id: z.string().max(200).optional(),
  })
  .strict();
export type CaseLocator = z.infer<typeof caseLocatorSchema>;
export const caseLocatorKindSchema = z.enum(['role', 'label', 'text', 'test_id', 'css']);
export type CaseLocatorKind = z.infer<typeof caseLocatorKindSchema>;

const target = {
  selector: z.string().max(2000).nullable(),
  value: z.string().max(5000).nullable(),
  locator: caseLocatorSchema.optional(),
};
export const caseStepSchema = z.object({
  action: z.object({ type: caseActionTypeSchema, ...target }),
  assertion: z.object({ type: caseAssertionTypeSchema, ...target }).nullable(),
});
export type CaseStep = z.infer<typeof caseStepSchema>;
export const caseSchema = z.object({
  id: idSchema,
  title: z.string(),
  site: idSchema.nullable(),
  type: z.enum(['generated', 'recorded']),
  steps: z.array(caseStepSchema),
  time_created: timestampSchema,
  /** Set when `vigil deploy` made it from a config file (issue 45 §3). */
  managed_by: managedBySchema,
});
export type Case = z.infer<typeof caseSchema>;

const caseTitleSchema = z.string().trim().min(1, 'Title is required').max(200);
/** A case's steps as a client sends them: at most 200, each checked (a 400 names the index). */
export const caseStepsInputSchema = z.array(caseStepSchema).max(200, 'at most 200 steps');

/** A recorded case written by hand (or in the case editor): its steps and the site it is for. */
export const caseCreateBodySchema = z.object({
  title: caseTitleSchema,
  site: idSchema,
  steps: caseStepsInputSchema,
  managed_by: managedByBodySchema,
});
export type CaseCreateBody = z.infer<typeof caseCreateBodySchema>;

/** Any of title, steps (replaced as a whole) and site; a generated case stays generated. */
export const caseUpdateBodySchema = z.object({
  title: caseTitleSchema.optional(),
  site: idSchema.optional(),
  steps: caseStepsInputSchema.optional(),
  managed_by: managedByBodySchema,
});
export type CaseUpdateBody = z.infer<typeof caseUpdateBodySchema>;

/** A Playwright test file to record as a case (nothing in it is run: it is parsed). */
export const caseImportBodySchema = z.object({
  site_id: idSchema,
  /** Else the first `test('…')` title of the file, else "Imported case". */
  title: caseTitleSchema.optional(),
  source: z.string().min(1, 'source is required').max(200_000),
});
export type CaseImportBody = z.infer<typeof caseImportBodySchema>;

/** A line of the file that became no step (1-based line number, the line's text trimmed). */
export const unsupportedLineSchema = z.object({ line: z.number().int(), text: z.string() });
export type UnsupportedLine = z.infer<typeof unsupportedLineSchema>;
export const caseImportResultSchema = z.object({
  case: caseSchema,
  unsupported: z.array(unsupportedLineSchema),
});
export type CaseImportResult = z.infer<typeof caseImportResultSchema>;
