import { z } from 'zod';
import { secretNameSchema } from './secrets';

/**
 * What an http monitor adds to its request (issue 46): headers, and basic auth whose password is
 * a team secret. A credential is named, never stored here: the checker reads the secret's value
 * when it checks, and no answer, result, log or error carries it (the reads show the name).
 */

/** Headers the checker sets itself (the connection's framing and target): not the monitor's. */
const RESERVED_HEADERS = new Set(['host', 'content-length', 'transfer-encoding', 'connection']);

const headerName = z
  .string({ error: 'enter a header name' })
  .trim()
  .min(1, 'enter a header name')
  .max(200, 'must be at most 200 characters')
  .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'must be a header name (no spaces or colons)')
  .refine((name) => !RESERVED_HEADERS.has(name.toLowerCase()), 'is set by the checker itself');

/** One header: a literal value, or the name of the team secret whose value is sent. */
export const monitorHeaderSchema = z
  .object({
    name: headerName,
    /** Shown as it is to every reader of the monitor: use `secret` for a credential. */
    value: z
      .string()
      .max(2000, 'must be at most 2000 characters')
      .regex(/^[^\r\n\0]*$/, 'must be one line')
      .nullable()
      .default(null),
    secret: secretNameSchema.nullable().default(null),
  })
  .refine((header) => (header.value === null) !== (header.secret === null), {
    error: 'give either a value or a secret',
    path: ['value'],
  });
export type MonitorHeader = z.infer<typeof monitorHeaderSchema>;

/** Basic auth: the user name as it is, the password the value of a team secret. */
export const monitorBasicAuthSchema = z.object({
  username: z
    .string({ error: 'enter a user name' })
    .min(1, 'enter a user name')
    .max(200, 'must be at most 200 characters')
    .regex(/^[^:\r\n\0]*$/, 'must be one line without a colon'),
  password_secret: secretNameSchema,
});
export type MonitorBasicAuth = z.infer<typeof monitorBasicAuthSchema>;

/** The most headers one monitor sends. */
export const MONITOR_MAX_HEADERS = 20;

/** The settings' request fields, each with its default (no header, no basic auth). */
export const monitorRequestFields = {
  headers: z
    .array(monitorHeaderSchema)
    .max(MONITOR_MAX_HEADERS, `must be at most ${MONITOR_MAX_HEADERS} headers`)
    .default([]),
  basic_auth: monitorBasicAuthSchema.nullable().default(null),
};

/** The team secrets a monitor's request names, each once, with the field that names it. */
export function monitorSecretReferences(settings: {
  headers: MonitorHeader[];
  basic_auth: MonitorBasicAuth | null;
}): { name: string; field: string }[] {
  const named = settings.headers.flatMap((header, index) =>
    header.secret ? [{ name: header.secret, field: `settings.headers.${index}.secret` }] : [],
  );
  if (settings.basic_auth)
    named.push({
      name: settings.basic_auth.password_secret,
      field: 'settings.basic_auth.password_secret',
    });
  return named;
}
