import { z } from 'zod';
import { idSchema } from './common';

/** The shape of one row of the endpoint table, and the helper that builds it. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * Who may call a row; the API's `route()` enforces it before anything else runs.
 * public: anyone. user: signed in (Bearer or Token), with or without a team. member: signed in
 * and an active member of a team (none: 404). admin: a member whose type is admin (else 403).
 */
export type Access = 'public' | 'user' | 'member' | 'admin';
/** A row's answer when it succeeds: 201 where it creates, 302 where it redirects (route() sets it). */
export type SuccessStatus = 200 | 201 | 302;

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  method: HttpMethod;
  /** Fastify-style path; `:name` segments are described by `params`. */
  path: string;
  access: A;
  params: P;
  query: Q;
  body: B;
  response: R;
  status: SuccessStatus;
  /** The answer's media type when it is not JSON (a file); the OpenAPI document names it. */
  media?: string;
}

const none = z.object({}).strict();
export const idParams = z.object({ id: idSchema });

export function endpoint<
  P extends z.ZodType = typeof none,
  Q extends z.ZodType = typeof none,
  B extends z.ZodType = typeof none,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
>(spec: {
  method: HttpMethod;
  path: string;
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  status?: SuccessStatus;
  media?: string;
}): Endpoint<P, Q, B, R, A> {
  return {
    ...spec,
    status: spec.status ?? 200,
    params: (spec.params ?? none) as P,
    query: (spec.query ?? none.loose()) as unknown as Q,
    body: (spec.body ?? z.unknown()) as unknown as B,
  };
}
