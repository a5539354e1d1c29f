import {
  CONTRACT_VERSION_HEADER,
  secretFieldNames,
  type Endpoint,
  type PageQuery,
} from '@vigil/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { admit, type Caller, type ResolveCaller, type TeamCaller } from './caller';
import { CONTRACT_VERSION } from './contract-version';
import { HttpError, unauthorized, validationError } from './errors';
import { inspectInput } from './input-shape';
import { rowsThatFit } from './list-rows';
import { isListResponse, paginated, type HandlerResult, type Rows } from './pagination';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Body fields the contract marks secret: the request log redacts them by name. */
    secretBodyFields?: string[];
    /** The same of the response (a webhook URL an admin reads): a member reads the log too. */
    secretResponseFields?: string[];
  }
}

export interface RouteInput<E extends Endpoint> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Nobody on public rows; the user (team or not) on `user` rows; a team's member above that. */
type CallerFor<E extends Endpoint> = E['access'] extends 'public'
  ? null
  : E['access'] extends 'user'
    ? Caller
    : TeamCaller;

/** A row that reads a body, called without one (or with an empty one labelled JSON). */
const BODY_REQUIRED = 'A JSON body is required.';

function parsePart<S extends z.ZodType>(schema: S, value: unknown, part: string): z.output<S> {
  // Depth first, before any schema walks the value; the NUL check after the schema (below).
  const { nulAt: nul } = inspectInput(value, part);
  if (part === 'body' && value === undefined && !schema.safeParse(undefined).success) {
    throw new HttpError(400, `body: ${BODY_REQUIRED}`, { body: [BODY_REQUIRED] });
  }
  // A missing query or params object is empty; a body is checked exactly as sent (null included).
  const parsed = schema.safeParse(part === 'body' ? value : (value ?? {}));
  if (!parsed.success) throw validationError(part, parsed.error);
  // PostgreSQL cannot store U+0000 in text: whatever the schema let through is refused here, for
  // every endpoint, rather than answering 500 from the database (a schema may say it better).
  if (nul) {
    const field = nul.slice(part.length + 1) || part;
    const message = 'must not contain a NUL character';
    throw new HttpError(400, `${field}: ${message}`, { [field]: [message] });
  }
  return parsed.data;
}

/** The signed-in caller of a non-public row, admitted at the row's level (401, 404, 403). */
async function signedIn(callers: ResolveCaller, endpoint: Endpoint, request: FastifyRequest) {
  if (endpoint.access === 'public') return null;
  const header = request.headers.authorization;
  if (!header) throw unauthorized('Authentication credentials were not provided.');
  const caller = await callers(header);
  if (!caller) throw unauthorized('Given token not valid for any token type');
  return admit(endpoint.access, caller, endpoint.path);
}

/**
 * Registers one row of the contract's endpoint table: admits the caller at the row's access level
 * (before reading any input), validates params, query and body with the contract's schemas, and
 * passes the handler's result through the response schema, which drops any field the contract
 * does not name (no hash ever leaks), and names the contract that checked it in a header. A list row's handler returns `{count, rows}`; the frame
 * with `next` and `previous` links is built here from the request's URL, of the rows that pass
 * the item schema (one that fails is logged and left out, not a 500 for the list).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  callers: ResolveCaller,
  endpoint: E,
  handler: (
    input: RouteInput<E> & { caller: CallerFor<E> },
  ) => Promise<HandlerResult<E['response']>>,
) {
  const isList = isListResponse(endpoint.response);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    // What the request log must never keep of this row's body and answer (logs/recorder.ts).
    config: {
      secretBodyFields: secretFieldNames(endpoint.body),
      secretResponseFields: secretFieldNames(endpoint.response),
    },
    handler: async (request, reply) => {
      const caller = await signedIn(callers, endpoint, request);
      // The row's success status (201 where it creates), as the OpenAPI document says it.
      void reply.status(endpoint.status);
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
      const page = input.query as PageQuery;
      const answer = endpoint.response.parse(
        isList
          ? paginated(
              request.url,
              page,
              rowsThatFit(endpoint.response, result as Rows<unknown>, request.log),
            )
          : result,
      );
      // Checked by these schemas: a browser built from the same contract need not check it again.
      void reply.header(CONTRACT_VERSION_HEADER, CONTRACT_VERSION);
      return answer;
    },
  });
}
