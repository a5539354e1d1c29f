import { z } from 'zod';
import { idSchema } from './common';

/** The shape of one row of the endpoint table, and the helper that builds it. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** public: anyone; user: a signed-in user (Bearer or Token); admin: an admin member of a team. */
export type Access = 'public' | 'user' | 'admin';

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Fastify-style path; `:name` segments are described by `params`. */
  path: string;
  access: Access;
  params: P;
  query: Q;
  body: B;
  response: R;
}

const none = z.object({}).strict();
export const idParams = z.object({ id: idSchema });

export function endpoint<
  P extends z.ZodType = typeof none,
  Q extends z.ZodType = typeof none,
  B extends z.ZodType = typeof none,
  R extends z.ZodType = z.ZodType,
>(spec: {
  method: HttpMethod;
  path: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}): Endpoint<P, Q, B, R> {
  return {
    ...spec,
    params: (spec.params ?? none) as P,
    query: (spec.query ?? none.loose()) as unknown as Q,
    body: (spec.body ?? z.unknown()) as unknown as B,
  };
}
