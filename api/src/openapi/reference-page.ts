import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';

/** Where the page is: under /v1/, so both gateways pass it to the API (routes.ts, gateway.conf). */
export const REFERENCE_PATH = '/v1/docs';

/**
 * The page's own policy (the gateway adds none to /v1/ answers): Swagger UI's bundle and this
 * page's script from this origin only, nothing inline but styles (its components set `style`),
 * its icons as data: URIs, and requests ("Try it out", the document) to this origin only.
 */
const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/**
 * Starts Swagger UI on the document beside the page (`../openapi.json` from this script, so a
 * trailing slash or an API under a path prefix still finds it). Follows the product's stored
 * color mode (`theme`, shared/src/theme/color-mode.ts). A POST, PATCH or DELETE sent with a
 * Bearer token echoes the csrftoken cookie, as the app does, so "Try it out" passes the check.
 */
const INIT_SCRIPT = `(() => {
  const script = document.currentScript;
  let mode = null;
  try { mode = localStorage.getItem('theme'); } catch {}
  if (mode !== 'light' && mode !== 'dark') {
    mode = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  if (mode === 'dark') document.documentElement.classList.add('dark-mode');
  const csrf = () => /(?:^|; )csrftoken=([^;]*)/.exec(document.cookie)?.[1];
  window.addEventListener('DOMContentLoaded', () => {
    window.ui = SwaggerUIBundle({
      url: new URL('../openapi.json', script.src).href,
      dom_id: '#swagger-ui',
      layout: 'BaseLayout',
      deepLinking: true,
      filter: true,
      docExpansion: 'none',
      validatorUrl: null,
      queryConfigEnabled: false,
      requestInterceptor: (request) => {
        const token = csrf();
        if (token && !['GET', 'HEAD'].includes(String(request.method).toUpperCase())) {
          request.headers['X-CSRFToken'] = token;
        }
        return request;
      },
    });
  });
})();
`;

const PAGE_CSS = `body { margin: 0; }
html.dark-mode body { background: #1c2022; }
.swagger-ui .info { margin: 24px 0; }
`;

function page(assets: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Vigil API reference</title>
    <link rel="stylesheet" href="${assets}swagger-ui.css" />
    <link rel="stylesheet" href="${assets}reference.css" />
    <script src="${assets}swagger-ui-bundle.js" defer></script>
    <script src="${assets}reference.js"></script>
  </head>
  <body>
    <main id="swagger-ui"></main>
  </body>
</html>
`;
}

interface Asset {
  type: string;
  body: Buffer;
  etag: string;
}

const SWAGGER_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));
/** The only files served: Swagger UI's bundle and styles from node_modules, and this page's. */
const SOURCES: Record<string, { type: string; read: () => Promise<Buffer | string> }> = {
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    read: () => readFile(join(SWAGGER_DIR, 'swagger-ui-bundle.js')),
  },
  'swagger-ui.css': {
    type: 'text/css; charset=utf-8',
    read: () => readFile(join(SWAGGER_DIR, 'swagger-ui.css')),
  },
  'reference.js': { type: 'text/javascript; charset=utf-8', read: async () => INIT_SCRIPT },
  'reference.css': { type: 'text/css; charset=utf-8', read: async () => PAGE_CSS },
};

/** Each file read once, on its first request (1.7 MB of bundle stays out of start-up). */
const loaded = new Map<string, Promise<Asset>>();
function asset(name: string): Promise<Asset> | undefined {
  if (!Object.hasOwn(SOURCES, name)) return undefined;
  const source = SOURCES[name]!;
  let found = loaded.get(name);
  if (!found) {
    found = source.read().then((content) => {
      const body = Buffer.from(content);
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
      return { type: source.type, body, etag };
    });
    loaded.set(name, found);
  }
  return found;
}

/** GET /v1/docs (the page) and /v1/docs/<file> (what it loads): public, like the document. */
export function referencePageRoutes(app: FastifyInstance) {
  app.get(REFERENCE_PATH, async (request, reply) => {
    // Relative links, so the page also works where the API sits under a path prefix.
    const path = request.url.split('?')[0] ?? '';
    const assets = path.endsWith('/') ? '' : 'docs/';
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', PAGE_CSP)
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'no-referrer')
      .send(page(assets));
  });
  app.get<{ Params: { file: string } }>(`${REFERENCE_PATH}/:file`, async (request, reply) => {
    const found = await asset(request.params.file);
    if (!found) throw notFound();
    // Revalidated, not kept: the files change with an upgrade, under the same names.
    void reply.header('cache-control', 'no-cache').header('etag', found.etag);
    if (request.headers['if-none-match'] === found.etag) return reply.code(304).send();
    return reply.type(found.type).send(found.body);
  });
}
