import { z } from 'zod';
import { idSchema, timestampSchema } from '../common';

/** A case (server.md §3): steps of an action and the assertion checked after it. */
export const caseActionTypeSchema = z.enum([
  'navigate',
  'click',
  'change',
  'scroll',
  'hover',
  'key',
]);
export const caseAssertionTypeSchema = z.enum(['exists', 'match', 'visible']);
export const caseStepSchema = z.object({
  action: z.object({
    type: caseActionTypeSchema,
    selector: z.string().nullable(),
    value: z.string().nullable(),
  }),
  assertion: z
    .object({
      type: caseAssertionTypeSchema,
      selector: z.string().nullable(),
      value: z.string().nullable(),
    })
    .nullable(),
});
export type CaseStep = z.infer<typeof caseStepSchema>;
export const caseSchema = z.object({
  id: idSchema,
  title: z.string(),
  site: idSchema.nullable(),
  type: z.enum(['generated', 'recorded']),
  steps: z.array(caseStepSchema),
  time_created: timestampSchema,
});
export type Case = z.infer<typeof caseSchema>;
