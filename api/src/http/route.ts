import type { Endpoint } from '@vigil/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { UserRow } from '../auth/repository';
import { unauthorized, validationError } from './errors';

/** Who is calling: resolved from `Bearer <access JWT>` or `Token <api_token>`. */
export interface Caller {
  user: UserRow;
  via: 'bearer' | 'token';
}

export type Authenticate = (authorization: string | undefined) => Promise<Caller | null>;

export interface RouteInput<E extends Endpoint> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

type CallerFor<E extends Endpoint> = E['access'] extends 'public' ? null : Caller;

function parsePart<S extends z.ZodType>(schema: S, value: unknown, part: string): z.output<S> {
  // A missing query or params object is empty; a body is checked exactly as sent (null included).
  const parsed = schema.safeParse(part === 'body' ? value : (value ?? {}));
  if (!parsed.success) throw validationError(part, parsed.error);
  return parsed.data;
}

/**
 * Registers one row of the contract's endpoint table: authenticates (unless public), validates
 * params, query and body with the contract's schemas, and passes the handler's result through the
 * response schema, which drops any field the contract does not name (no hash ever leaks).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  authenticate: Authenticate,
  endpoint: E,
  handler: (input: RouteInput<E> & { caller: CallerFor<E> }) => Promise<z.input<E['response']>>,
) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      let caller: Caller | null = null;
      if (endpoint.access !== 'public') {
        const header = request.headers.authorization;
        if (!header) throw unauthorized('Authentication credentials were not provided.');
        caller = await authenticate(header);
        if (!caller) throw unauthorized('Given token not valid for any token type');
      }
      const input = {
        params: parsePart(endpoint.params, request.params, 'params') as RouteInput<E>['params'],
        query: parsePart(endpoint.query, request.query, 'query') as RouteInput<E>['query'],
        body: parsePart(endpoint.body, request.body, 'body') as RouteInput<E>['body'],
        request,
        reply,
        caller: caller as CallerFor<E>,
      };
      const result = await handler(input);
      if (reply.sent) return reply;
      return endpoint.response.parse(result);
    },
  });
}
