import { z } from 'zod';
import { idSchema, timestampSchema } from '../common';

/** The status classes GET /v1/ops/log filters on; an exact code (`?status=404`) works too. */
export const API_LOG_STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;
export const API_LOG_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const apiLogQuerySchema = z.object({
  status: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^([1-5]xx|[1-5]\d\d)$/, 'must be 2xx, 3xx, 4xx, 5xx or a status code')
    .optional(),
  method: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(API_LOG_METHODS, { error: 'must be GET, POST, PUT, PATCH or DELETE' }))
    .optional(),
});

/** One API request made with the team's `Token` key (server.md §3 Log), as listed. */
export const apiLogSchema = z.object({
  id: idSchema,
  time_created: timestampSchema,
  method: z.string(),
  /** The path with its query; credential-like params and token-like values redacted. */
  path: z.string(),
  status: z.number().int(),
  duration_ms: z.number().int(),
});
export type ApiLog = z.infer<typeof apiLogSchema>;

/**
 * GET /v1/ops/log/{id}: the entry with its payloads, secrets replaced by "[redacted]". A payload
 * over 16 KB is cut: then `*_truncated` is true and the payload is the first 16 KB of its JSON text.
 * null when there was no JSON body.
 */
export const apiLogDetailSchema = apiLogSchema.extend({
  request: z.unknown(),
  request_truncated: z.boolean(),
  response: z.unknown(),
  response_truncated: z.boolean(),
});
export type ApiLogDetail = z.infer<typeof apiLogDetailSchema>;
