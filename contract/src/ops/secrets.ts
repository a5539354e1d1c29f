import { z } from 'zod';
import { idSchema, secretField, timestampSchema } from '../common';

/**
 * A team secret (issue 14): a value a case types as `{{NAME}}` (a password to log into the
 * customer's site). Stored encrypted; no endpoint ever answers its value, only its name and when
 * it was set.
 */
export const secretNameSchema = z
  .string()
  .regex(/^[A-Z][A-Z0-9_]{0,63}$/, 'Name must be UPPER_SNAKE_CASE (A-Z, 0-9, _), at most 64');
export const secretSchema = z.object({
  id: idSchema,
  name: z.string(),
  time_created: timestampSchema,
  time_updated: timestampSchema,
});
export type Secret = z.infer<typeof secretSchema>;

/** Creates the secret, or replaces the value of the team's secret of that name. */
export const secretPutBodySchema = z.object({
  name: secretNameSchema,
  value: secretField(z.string().min(1, 'Value is required').max(5000)),
});
export type SecretPutBody = z.infer<typeof secretPutBodySchema>;

/** The secret names a step value refers to as `{{NAME}}`, in order, each once. */
export function secretReferences(value: string): string[] {
  const names = [...value.matchAll(/\{\{([A-Z][A-Z0-9_]{0,63})\}\}/g)].map((match) => match[1]!);
  return [...new Set(names)];
}
