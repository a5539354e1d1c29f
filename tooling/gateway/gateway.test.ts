import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CACHE } from './routes';
import { SECURITY_HEADERS } from './security-headers';
import { PAGE_SCRIPT_CSP_SOURCE } from './prerendered';
import { useGateway } from './test-gateway';
import { writeAt, startTestGateway } from './test-files';
import { get } from './test-http';

const gateway = useGateway('gateway', async (root) => {
  const hostDir = join(root, 'host');
  const webDir = join(root, 'web');
  writeAt(hostDir, 'index.html', '<!doctype html><title>Vigil</title>');
  writeAt(
    hostDir,
    'main.0123456789abcdef0123.js',
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  writeAt(hostDir, 'favicon.ico', 'icon');
  writeAt(webDir, 'remotes/billing/2-a1b2c3d4/mf-manifest.json', '{"name":"billing"}');
  writeAt(webDir, 'remotes/billing/2-a1b2c3d4/remoteEntry.js', 'var billing;');
  writeAt(webDir, 'remotes/billing/.staging-3-ffffffff/remoteEntry.js', 'half copied');
  writeAt(webDir, 'config/remotes.json', '{}');
  writeAt(root, 'secret.txt', 'do not serve');
  // Nothing listens on the API address: the unreachable case is covered in proxy.test.ts.
  return startTestGateway(webDir, hostDir);
});

describe('host', () => {
  it.each(['/', '/site/42', '/billing/update', '/scan/7?tab=issues'])(
    'serves index.html for %s, never cached',
    async (path) => {
      const answer = await get(gateway.url, path);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body.toString()).toContain('<title>Vigil</title>');
    },
  );

  it('caches content-hashed assets for a year and gzips them for clients that accept it', async () => {
    const answer = await get(gateway.url, '/main.0123456789abcdef0123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe(CACHE.immutable);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toContain('console.log');
  });

  it('answers brotli to a browser that takes it once compressed, and gzip until then', async () => {
    const path = '/main.0123456789abcdef0123.js';
    const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const first = await get(gateway.url, path, { headers });
    expect(first.headers['content-encoding']).toMatch(/^(gzip|br)$/);
    let answer = first;
    for (let attempt = 0; attempt < 50 && answer.headers['content-encoding'] !== 'br'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      answer = await get(gateway.url, path, { headers });
    }
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(answer.body).toString()).toContain('console.log');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
  });

  it('revalidates unhashed files and answers 404 for a missing asset instead of the page', async () => {
    expect((await get(gateway.url, '/favicon.ico')).headers['cache-control']).toBe(
      CACHE.revalidate,
    );
    const missing = await get(gateway.url, '/main.ffffffffffffffffffff.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('answers HEAD with headers only and refuses other methods on files', async () => {
    const head = await get(gateway.url, '/remotes/billing/2-a1b2c3d4/remoteEntry.js', {
      method: 'HEAD',
    });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe('12');
    expect(head.body.length).toBe(0);
    expect((await get(gateway.url, '/', { method: 'POST' })).status).toBe(405);
  });
});

describe('remotes and config', () => {
  it('serves versioned remote files as immutable, with their content type', async () => {
    const manifest = await get(gateway.url, '/remotes/billing/2-a1b2c3d4/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(manifest.headers['cache-control']).toBe(CACHE.immutable);
    expect(JSON.parse(manifest.body.toString())).toEqual({ name: 'billing' });
  });

  it.each([
    '/remotes/billing/9-deadbeef/mf-manifest.json',
    '/remotes/billing/2-a1b2c3d4/missing.js',
    '/remotes/billing/.staging-3-ffffffff/remoteEntry.js',
    '/remotes/payroll/1-a1b2c3d4/mf-manifest.json',
    '/remotes/billing/',
    '/config/missing.json',
  ])('answers a real 404 (not the SPA page) for %s', async (path) => {
    const answer = await get(gateway.url, path);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body.toString()).not.toContain('<');
  });

  it('serves config without caching', async () => {
    const answer = await get(gateway.url, '/config/remotes.json');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it.each([
    '/remotes/../secret.txt',
    '/remotes/billing/../../../secret.txt',
    '/config/%2e%2e/%2e%2e/secret.txt',
    '/config/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
  ])('refuses the traversal %s', async (path) => {
    const answer = await get(gateway.url, path);
    expect(answer.status).toBe(400);
    expect(answer.body.toString()).not.toContain('do not serve');
  });

  it('answers its health probe', async () => {
    const answer = await get(gateway.url, '/healthz');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('security headers', () => {
  it('gives the host page a CSP allowing only its own origin and Stripe, and no framing', async () => {
    const page = await get(gateway.url, '/site/42');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // Besides the own origin and Stripe, only the prerendered page's one script, by its hash.
    expect(csp).toContain(`script-src 'self' ${PAGE_SCRIPT_CSP_SOURCE} https://js.stripe.com`);
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it.each([
    '/main.0123456789abcdef0123.js',
    '/favicon.ico',
    '/remotes/billing/2-a1b2c3d4/mf-manifest.json',
    '/config/remotes.json',
    '/config/missing.json',
    '/remotes/../secret.txt',
    '/healthz',
  ])('sends the same headers, nosniff included, with %s', async (path) => {
    const answer = await get(gateway.url, path);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(answer.headers[name.toLowerCase()]).toBe(value);
    }
  });
});
