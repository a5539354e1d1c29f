import { z } from 'zod';

/** Ids are UUID strings everywhere (server.md §1). */
export const idSchema = z.uuid({ error: 'must be a UUID' });

/** ISO 8601 UTC timestamp as sent over the wire. */
export const timestampSchema = z.string();

/**
 * A required text field: trimmed, with the product's own message when it is missing or blank
 * (product.md §5 words them "Email is required", "First Name is required", ...).
 */
export function requiredText(label: string, max = 200) {
  const required = `${label} is required`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : `${label} must be text`) })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`);
}

/**
 * Who manages an object from code (issue 45 §3): `vigil deploy` sends the config's project name
 * ('vigil.config' when it has none). Absent on a write: unchanged (the screens never send it, so
 * an edit there keeps the mark); null clears it.
 */
export const managedByBodySchema = z
  .string({ error: 'must be text or null' })
  .trim()
  .min(1, 'must not be empty')
  .max(100, 'must be at most 100 characters')
  .nullable()
  .optional();

/** The mark as reads return it: null for what was made in the screens. Always sent by the API. */
export const managedBySchema = z.string().nullable().optional();

/** `?limit=&offset=` of every list (default 10, max 100). */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).default(0),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** `{count, next, previous, results}` of every list (server.md §1). */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

/** Auth endpoints answer errors as `{detail}` plus per-field messages, like the client reads them. */
export const authErrorSchema = z
  .object({ detail: z.string() })
  .catchall(z.union([z.array(z.string()), z.string()]));
export type AuthError = z.infer<typeof authErrorSchema>;

/** Every other endpoint answers `{reason}`; `field` names the offending field of a 400. */
export const reasonErrorSchema = z.object({ reason: z.string(), field: z.string().optional() });
export type ReasonError = z.infer<typeof reasonErrorSchema>;

export const okSchema = z.object({ success: z.boolean() });

/**
 * Marks a field whose value is a credential (a team secret's value, a webhook's URL or headers):
 * the API never writes it to the request log, in a request or a response, whatever the field is
 * called (issue 42). Applied last, as zod's other methods make new schemas without the mark.
 */
export function secretField<S extends z.ZodType>(schema: S): S {
  return schema.meta({ secret: true }) as S;
}

/** The schema inside an optional, nullable or default wrapper; null for any other schema. */
function unwrapped(schema: z.ZodType): z.ZodType | null {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault
  )
    return schema.unwrap() as z.ZodType;
  return null;
}

// The mark may sit inside wrappers added later (`.partial()` makes every field optional).
function isSecretField(schema: z.ZodType): boolean {
  for (let at: z.ZodType | null = schema; at; at = unwrapped(at))
    if (z.globalRegistry.get(at)?.secret === true) return true;
  return false;
}

/**
 * The names of the fields a body or response schema marks with `secretField`, in its objects at
 * any depth (through arrays, defaults and unions: a flow node's data is a union of task types).
 */
export function secretFieldNames(schema: z.ZodType): string[] {
  const inner = unwrapped(schema);
  if (inner) return secretFieldNames(inner);
  if (schema instanceof z.ZodArray) return secretFieldNames(schema.element as z.ZodType);
  if (schema instanceof z.ZodUnion)
    return [...new Set((schema.options as z.ZodType[]).flatMap(secretFieldNames))];
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([name, field]) =>
    isSecretField(field) ? [name] : secretFieldNames(field),
  );
}
