import { errorStyleFor } from '@vigil/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** An answer other than 2xx that a route means to give; the message is shown to the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Per-field messages, for 400s that name fields. */
    readonly fields: Record<string, string[]> = {},
    /** More of the body, for a caller that places errors itself (a flow's graph errors). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, message, field ? { [field]: [message] } : {});
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
/** Also the answer for another team's ids: existence is never revealed (server.md §1). */
export const notFound = (message = 'Not found.') => new HttpError(404, message);

/** What a team-scoped lookup found, or 404: another team's id reads as missing. */
export function orNotFound<T>(found: T | null | undefined): T {
  if (found === null || found === undefined) throw notFound();
  return found;
}
export const conflict = (message: string, field?: string) =>
  new HttpError(409, message, field ? { [field]: [message] } : {});

/** Turns a zod failure on `part` (body, query, params) into a 400 naming the fields. */
export function validationError(part: string, error: z.ZodError): HttpError {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : part;
    (fields[field] ??= []).push(issue.message);
  }
  const [firstField, firstMessages] = Object.entries(fields)[0] ?? [part, ['is invalid']];
  return new HttpError(400, `${firstField}: ${firstMessages?.[0] ?? 'is invalid'}`, fields);
}

/** The documented error shape: `{detail, <field>: [..]}` on auth paths, `{reason, field}` elsewhere. */
export function errorBody(path: string, error: HttpError): Record<string, unknown> {
  if (errorStyleFor(path) === 'detail') return { ...error.fields, detail: error.message };
  const field = Object.keys(error.fields)[0];
  return field
    ? { ...error.extra, reason: error.message, field }
    : { ...error.extra, reason: error.message };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: HttpError) {
  const path = request.url.split('?')[0] ?? '/';
  return reply.status(error.statusCode).send(errorBody(path, error));
}

/** Every failure leaves in the documented shape; only a real bug is a 500, and it is logged. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return sendError(request, reply, error);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, wrong content type, body too large.
      return sendError(request, reply, new HttpError(status, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, new HttpError(500, 'Something went wrong on our side.'));
  });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, notFound()));
}
