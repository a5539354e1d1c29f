import { join } from 'node:path';
import { writeAt } from './test-files';
import { useGatewayOverApi } from './test-gateway';
import { get } from './test-http';

/**
 * Public status pages and badges (issue 46) live at /status/ and /badge/, outside /v1/: the API
 * renders them, so the gateway must send them there and not answer with the host's SPA page.
 */
const PAGE_CSP = "default-src 'none'; style-src 'sha256-x'";

/** A stand-in API: answers every path with what it received, as a status page would. */
const gateway = useGatewayOverApi(
  'public-status',
  (req, res) => {
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=30',
      'Content-Security-Policy': PAGE_CSP,
    });
    res.end(`api saw ${req.url}`);
  },
  (root) => {
    writeAt(root, 'host/index.html', '<!doctype html><title>Vigil</title>');
    return { webDir: join(root, 'web'), hostDir: join(root, 'host') };
  },
);

describe('public status addresses reach the API, not the SPA', () => {
  it.each([
    '/status/acme',
    '/status/acme/feed.json',
    '/badge/8c1e3f9a-2b4d-4c6e-9f00-0123456789ab/status.svg',
    '/badge/8c1e3f9a-2b4d-4c6e-9f00-0123456789ab/uptime.svg?period=30d',
  ])('%s is answered by the API with its own caching and CSP', async (path) => {
    const answer = await get(gateway.url, path);
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(`api saw ${path}`);
    expect(answer.headers['cache-control']).toBe('public, max-age=30');
    // One CSP, the API's: the SPA's would block the page's stylesheet.
    expect(answer.headers['content-security-policy']).toBe(PAGE_CSP);
  });

  it('keeps the /v1/ addresses links already point at', async () => {
    const answer = await get(gateway.url, '/v1/status/acme');
    expect(answer.body.toString()).toBe('api saw /v1/status/acme');
  });

  it('leaves look-alike paths to the host (/statuses is a screen, not a status page)', async () => {
    const answer = await get(gateway.url, '/statuses');
    expect(answer.body.toString()).toContain('<title>Vigil</title>');
  });
});
