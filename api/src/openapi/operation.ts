import { errorStyleFor, type Endpoint } from '@vigil/contract';
import type { ContractSchemas, JsonSchema } from './schemas';

/** What each access level admits, as the operation's description says it (endpoint.ts). */
const ACCESS_WORDS: Record<Endpoint['access'], string> = {
  public: 'Public: no credentials.',
  user: 'Signed in (Bearer or Token), with or without a team.',
  member: 'Signed in and an active member of a team (without a team: 404).',
  admin: 'Signed in as an admin of the team (a contributor: 403).',
};
/** Bearer JWT or `Token <api key>`: either one admits the caller (security alternatives). */
const SIGNED_IN = [{ bearerAuth: [] }, { apiKey: [] }];
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `/v1/ops/site/:id` → `/v1/ops/site/{id}` (OpenAPI's template), with the names it holds. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

/** `listSiteLinks` → `List site links`. */
const summaryOf = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The group an operation is listed under: `auth`, `billing`, or the object of `/v1/ops/<x>`. */
export function tagOf(path: string): string {
  const [, , area, object] = path.split('/');
  return area === 'ops' && object ? object : (area ?? 'api').replace(/\.json$/, '');
}

function parameters(schemas: ContractSchemas, name: string, where: 'path' | 'query') {
  const part = schemas.part(name, where === 'path' ? 'params' : 'query');
  if (!part) return [];
  const object = schemas.resolve(part);
  const required = new Set((object.required as string[] | undefined) ?? []);
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).map(([field, schema]) => ({
    name: field,
    in: where,
    // A path parameter is always required (OpenAPI); a query one unless optional or defaulted.
    required: where === 'path' || (required.has(field) && !('default' in schema)),
    schema,
  }));
}

function requestBody(schemas: ContractSchemas, name: string, endpoint: Endpoint) {
  const schema = schemas.part(name, 'body');
  if (!schema) return undefined;
  return {
    required: !endpoint.body.safeParse(undefined).success,
    content: { 'application/json': { schema } },
  };
}

function success(schemas: ContractSchemas, name: string, endpoint: Endpoint) {
  if (endpoint.status === 302) {
    return {
      description: 'Redirect',
      headers: { Location: { schema: { type: 'string' }, description: 'Where to go next' } },
    };
  }
  const schema = schemas.part(name, 'response');
  const description = endpoint.status === 201 ? 'Created' : 'OK';
  if (!schema) return { description, content: { [endpoint.media ?? '*/*']: {} } };
  return { description, content: { 'application/json': { schema } } };
}

/**
 * The errors a row can answer, from what route() does before and around its handler: 400 for
 * input that fails its schemas, 401 without credentials, 403 for admins-only rows and CSRF, 404
 * without a team or for another team's ids; any other (409, 413, 426, 429…) is the default.
 */
function errors(endpoint: Endpoint, hasInput: boolean) {
  const error = {
    $ref: `#/components/responses/${errorStyleFor(endpoint.path) === 'detail' ? 'AuthError' : 'ReasonError'}`,
  };
  const signedIn = endpoint.access !== 'public';
  return {
    ...(hasInput ? { 400: error } : {}),
    ...(signedIn ? { 401: error } : {}),
    ...(endpoint.access === 'admin' || UNSAFE.has(endpoint.method) ? { 403: error } : {}),
    ...(signedIn && endpoint.access !== 'user' ? { 404: error } : {}),
    default: error,
  };
}

/** One row of the endpoint table as an OpenAPI operation. */
export function operation(schemas: ContractSchemas, name: string, endpoint: Endpoint) {
  const params = [...parameters(schemas, name, 'path'), ...parameters(schemas, name, 'query')];
  const body = requestBody(schemas, name, endpoint);
  return {
    operationId: name,
    summary: summaryOf(name),
    description: ACCESS_WORDS[endpoint.access],
    tags: [tagOf(endpoint.path)],
    // Public rows override the document's default: no credentials at all.
    security: endpoint.access === 'public' ? [] : SIGNED_IN,
    'x-vigil-access': endpoint.access,
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      [endpoint.status]: success(schemas, name, endpoint),
      ...errors(endpoint, params.length > 0 || body !== undefined),
    },
  };
}
