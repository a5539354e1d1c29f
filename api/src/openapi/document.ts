import { authErrorSchema, endpoints, reasonErrorSchema, type Endpoint } from '@vigil/contract';
import { z } from 'zod';
import { CONTRACT_VERSION } from '../http/contract-version';
import { openApiPath, operation } from './operation';
import { contractSchemas, type JsonSchema } from './schemas';

const DESCRIPTION = [
  "Vigil's HTTP API, generated from the contract's endpoint table (`@vigil/contract`): every",
  'path the API serves under /v1, with the schemas it validates requests and answers with, and',
  'the public status pages and badges (`/status/{slug}`, `/badge/{id}/…`), read without signing in.',
  '',
  'Authenticate with `Authorization: Token <api key>` (the key on the API access screen; for',
  'scripts and CI) or `Authorization: Bearer <access token>` (a session from',
  '`POST /v1/auth/login/`). A POST, PATCH or DELETE without a `Token` key must echo the',
  '`csrftoken` cookie in the `X-CSRFToken` header.',
  '',
  'Errors are `{reason, field}` (`field` names the offending input of a 400), and `{detail,',
  '<field>: [messages]}` on `/v1/auth/` paths. Lists are `{count, next, previous, results}`,',
  'paged with `limit` (1-100, default 10) and `offset`.',
].join('\n');

/** An error body as a component: open, since some errors say more (a flow's graph errors). */
const errorSchema = (schema: z.ZodType): JsonSchema => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input' });
  return json;
};

/** Stands for the server URL in the stored bytes (a URL cannot contain a space). */
const PLACEHOLDER = 'vigil server url';
const serverUrl = (url: string) => url.replace(/\/+$/, '');

/** Builds the whole OpenAPI 3.1 document from the endpoint table: a pure function of it. */
export function buildOpenApiDocument(
  publicUrl: string,
  rows = Object.entries(endpoints) as [string, Endpoint][],
) {
  const schemas = contractSchemas(rows);
  const operations: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of rows) {
    const at = (operations[openApiPath(endpoint.path)] ??= {});
    at[endpoint.method.toLowerCase()] = operation(schemas, name, endpoint);
  }
  const { used: paths, components } = schemas.bundle(operations);
  const responses = {
    ReasonError: {
      description: 'An error: `reason` says what went wrong, `field` which input (on a 400)',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ReasonError' } } },
    },
    AuthError: {
      description: 'An error on an auth path: `detail`, and per-field messages on a 400',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/AuthError' } } },
    },
  };
  return {
    openapi: '3.1.1',
    info: { title: 'Vigil API', version: CONTRACT_VERSION, description: DESCRIPTION },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    // The product's public origin (APP_URL: the gateway serves /v1 there). A relative URL showed
    // as ".." on the reference page, and a generated client could not resolve it on its own.
    servers: [{ url: serverUrl(publicUrl), description: 'This Vigil' }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token of a session (POST /v1/auth/login/).',
        },
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: '`Token <api key>`: the API key shown on the API access screen.',
        },
      },
      responses,
      schemas: {
        ...components,
        ReasonError: errorSchema(reasonErrorSchema),
        AuthError: errorSchema(authErrorSchema),
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

let cached: string | undefined;

/**
 * The document as the answer's bytes, built and serialised once per process: the table cannot
 * change while it runs. The first call pays for it (a few hundred ms of zod walking ~100 rows);
 * main.ts makes that call right after listening, so no request waits for it. Only `servers`
 * differs by request (the origin it came to), spliced into the stored bytes: a Host header an
 * attacker chooses costs a string join, never a rebuild nor a cache entry.
 */
export function openApiJson(publicUrl: string): string {
  cached ??= JSON.stringify(buildOpenApiDocument(PLACEHOLDER));
  return cached.replace(JSON.stringify(PLACEHOLDER), () => JSON.stringify(serverUrl(publicUrl)));
}
