import { endpoints, type Endpoint } from '@vigil/contract';
import { z } from 'zod';
import { Browser, signUpWithTeam, startTestApp, type TestApp } from '../../test/harness';
import { schemaChecker, validateOpenApi } from '../../test/openapi-check';
import { openApiPath } from './operation';

/**
 * GET /v1/openapi.json against the contract it is generated from: valid OpenAPI 3.1 (the
 * OpenAPI Initiative's schema, and every schema compiled as JSON Schema 2020-12), every row of the
 * endpoint table in it as it is served, and real requests and answers that its schemas accept.
 */
type Operation = {
  operationId: string;
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { required: boolean };
  responses: Record<string, unknown>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: object;
  servers: { url: string }[];
};

const rows = Object.entries(endpoints) as [string, Endpoint][];
let t: TestApp;
let browser: Browser;
let document: Document;
let checker: ReturnType<typeof schemaChecker>;

beforeAll(async () => {
  t = await startTestApp({ APP_URL: 'https://vigil.example.com/' });
  browser = new Browser(t.app);
  const answer = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  document = answer.json();
  checker = schemaChecker(document);
});
afterAll(() => t.close());

it('is valid OpenAPI 3.1 by the specification schema, public, and the same bytes each time', async () => {
  const result = await validateOpenApi(document);
  expect(result.errors).toEqual([]);
  expect(result).toMatchObject({ valid: true, version: '3.1' });
  const again = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
  expect(again.body).toBe(JSON.stringify(document));
});

it('names as its server the origin it was fetched from: behind the gateway, its public one', async () => {
  const serversOf = async (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    (await t.app.inject({ method: 'GET', url: '/v1/openapi.json', headers, remoteAddress })).json()
      .servers;
  // `npm start`'s gateway (a trusted proxy on loopback) forwards the host people opened.
  const forwarded = { 'x-forwarded-host': 'vigil.acme.test', 'x-forwarded-proto': 'https' };
  expect(await serversOf({ host: '127.0.0.1:8000', ...forwarded })).toEqual([
    { url: 'https://vigil.acme.test', description: 'This Vigil' },
  ]);
  // From anyone else the forwarded headers are not believed: the Host header it came to.
  expect(await serversOf({ host: 'api.acme.test:8000', ...forwarded }, '203.0.113.9')).toEqual([
    { url: 'http://api.acme.test:8000', description: 'This Vigil' },
  ]);
  // A Host that makes no origin: APP_URL (without its trailing slash), never a relative URL.
  expect(await serversOf({ host: 'a b' })).toEqual([
    { url: 'https://vigil.example.com', description: 'This Vigil' },
  ]);
});

it('has schemas that compile as JSON Schema 2020-12, each $ref found', () => {
  expect(() => checker.compileAll()).not.toThrow();
});

const operationOf = (endpoint: Endpoint) =>
  document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];

/** What a row says that its operation must say too; the differences, by row. */
function differences(name: string, endpoint: Endpoint): string[] {
  const op = operationOf(endpoint);
  if (!op) return [`${name}: no ${endpoint.method} ${openApiPath(endpoint.path)}`];
  const found: string[] = [];
  const named = (where: string) =>
    (op.parameters ?? []).filter((p) => p.in === where).map((p) => p.name);
  const pathNames = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const queryShape = (endpoint.query as unknown as { shape?: object }).shape ?? {};
  const security = op.security.map((alternative) => Object.keys(alternative).join('+'));
  if (op.operationId !== name) found.push(`operationId ${op.operationId}`);
  if (named('path').join() !== pathNames.join()) found.push(`path parameters ${named('path')}`);
  if (named('query').sort().join() !== Object.keys(queryShape).sort().join()) {
    found.push(`query parameters ${named('query')}`);
  }
  const wantsSecurity = endpoint.access === 'public' ? '' : 'bearerAuth,apiKey';
  if (security.join() !== wantsSecurity) found.push(`security ${security}`);
  if (!(endpoint.body instanceof z.ZodUnknown) !== Boolean(op.requestBody)) found.push('body');
  if (!op.responses[endpoint.status]) found.push(`no ${endpoint.status} answer`);
  if (endpoint.access !== 'public' && !op.responses[401]) found.push('no 401');
  return found.map((what) => `${name}: ${what}`);
}

it('has every row of the endpoint table: path, method, parameters, body, access, status', () => {
  expect(rows.flatMap(([name, endpoint]) => differences(name, endpoint))).toEqual([]);
  const operations = Object.values(document.paths).flatMap((at) => Object.keys(at));
  expect(operations).toHaveLength(rows.length);
});

/** The JSON Schema of an operation's request body or answer (by status), by row. */
const bodyPath = (name: keyof typeof endpoints) => {
  const endpoint = endpoints[name] as Endpoint;
  const at = ['paths', openApiPath(endpoint.path), endpoint.method.toLowerCase()];
  return [...at, 'requestBody', 'content', 'application/json', 'schema'];
};
const answerPath = (name: keyof typeof endpoints, status: number) => {
  const endpoint = endpoints[name] as Endpoint;
  const at = ['paths', openApiPath(endpoint.path), endpoint.method.toLowerCase()];
  return [...at, 'responses', String(status), 'content', 'application/json', 'schema'];
};
const errorPath = (style: 'ReasonError' | 'AuthError') => ['components', 'schemas', style];

describe('real calls, checked against the document', () => {
  let apiKey: string;
  beforeAll(async () => {
    apiKey = (await signUpWithTeam(browser)).session.api_token;
  });

  it('creates a site with the API key as documented (body, 201 answer) and lists and reads it', async () => {
    const body = {
      site_url: 'https://docs-check.example.com',
      page_urls: ['https://docs-check.example.com/pricing'],
    };
    expect(checker.errorsAt(bodyPath('createSite'), body)).toEqual([]);
    const created = await browser.post('/v1/ops/site', body, { apiToken: apiKey, csrf: false });
    expect(created.status).toBe(endpoints.createSite.status);
    expect(checker.errorsAt(answerPath('createSite', 201), created.body)).toEqual([]);

    const list = await browser.get('/v1/ops/site?limit=5', { apiToken: apiKey });
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(1);
    expect(checker.errorsAt(answerPath('listSites', 200), list.body)).toEqual([]);
    const one = await browser.get(`/v1/ops/site/${created.body.id}`, { apiToken: apiKey });
    expect(checker.errorsAt(answerPath('getSite', 200), one.body)).toEqual([]);
  });

  it('refuses what the document refuses, in the documented error shapes', async () => {
    const bad = { site_url: 42 };
    expect(checker.errorsAt(bodyPath('createSite'), bad)).not.toEqual([]);
    const refused = await browser.post('/v1/ops/site', bad, { apiToken: apiKey, csrf: false });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'site_url' });
    expect(checker.errorsAt(errorPath('ReasonError'), refused.body)).toEqual([]);

    const noPassword = { username: 'nobody@example.com' };
    expect(checker.errorsAt(bodyPath('login'), noPassword)).not.toEqual([]);
    const login = await browser.post('/v1/auth/login/', noPassword);
    expect(login.status).toBe(400);
    expect(checker.errorsAt(errorPath('AuthError'), login.body)).toEqual([]);
  });

  it('answers 401 in the documented shape where the row needs credentials', async () => {
    const answer = await browser.get('/v1/ops/site');
    expect(answer.status).toBe(401);
    expect(checker.errorsAt(errorPath('ReasonError'), answer.body)).toEqual([]);
  });
});
