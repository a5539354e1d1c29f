import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testEnv } from '../env';
import { LighthouseRunner } from '../scans/lighthouse';
import { createSsrfGuard } from './guard';
import { startGuardedProxy, type GuardedProxy } from './guarded-proxy';

/** A server that only counts the requests reaching it: the "internal service" to protect. */
async function startServer(host: string, body: (port: number) => string) {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body((server.address() as AddressInfo).port));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Only 127.0.0.1 (the site under test) is allowed; 127.0.0.2 is another loopback address, i.e.
// a service on the scanning machine that a page must not reach.
const guard = createSsrfGuard('127.0.0.1');
let secret: Awaited<ReturnType<typeof startServer>>;
let site: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  secret = await startServer('127.0.0.2', () => 'internal');
  site = await startServer(
    '127.0.0.1',
    () => `<!doctype html><html lang="en"><head><title>Home</title>
      <meta name="viewport" content="width=device-width, initial-scale=1"></head>
      <body><h1>Welcome</h1><img alt="tracking" src="${secret.origin}/pixel.png">
      <script>fetch('${secret.origin}/metadata').catch(() => {});</script></body></html>`,
  );
});
afterAll(async () => {
  await secret.close();
  await site.close();
});

describe('the SSRF proxy of browsers we cannot intercept', () => {
  let proxy: GuardedProxy;
  beforeAll(async () => {
    proxy = await startGuardedProxy(guard);
  });
  afterAll(() => proxy.close());

  async function viaProxy(url: string) {
    const target = new URL(url);
    const { request } = await import('node:http');
    return new Promise<number>((resolve, reject) => {
      const { port, hostname } = new URL(proxy.url);
      request({ host: hostname, port, path: url, headers: { host: target.host } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
  }

  it('forwards requests to allowed hosts and refuses private ones without touching them', async () => {
    expect(await viaProxy(`${site.origin}/`)).toBe(200);
    expect(await viaProxy(`${secret.origin}/metadata`)).toBe(403);
    expect(await viaProxy('http://169.254.169.254/latest/meta-data/')).toBe(403);
    expect(await viaProxy('http://localhost:1/')).toBe(403);
    expect(secret.hits).toEqual([]);
    expect(proxy.refused).toEqual(
      expect.arrayContaining(['127.0.0.2', '169.254.169.254', 'localhost']),
    );
  });

  it('refuses CONNECT tunnels to private addresses', async () => {
    const { connect } = await import('node:net');
    const { port } = new URL(proxy.url);
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(`CONNECT ${new URL(secret.origin).host} HTTP/1.1\r\n\r\n`);
      });
      socket.once('data', (chunk) => {
        resolve(chunk.toString().split('\r\n')[0] ?? '');
        socket.destroy();
      });
    });
    expect(answer).toBe('HTTP/1.1 403 Forbidden');
    expect(secret.hits).toEqual([]);
  });

  // A closing browser resets its sockets mid-answer. The proxy must take that in its stride: an
  // unheard reset is an uncaught "read ECONNRESET", which stops the API process (and fails this
  // suite as "Test suite failed to run").
  it('stays up when a browser resets a CONNECT it was refused, then still answers', async () => {
    const { connect } = await import('node:net');
    const port = Number(new URL(proxy.url).port);
    for (let i = 0; i < 20; i += 1) {
      await new Promise<void>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(`CONNECT ${new URL(secret.origin).host} HTTP/1.1\r\n\r\n`);
          // Before, with and after the proxy's 403: each timing has failed before.
          setTimeout(() => resolve(void socket.resetAndDestroy()), i % 3);
        });
        socket.on('error', () => resolve());
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await viaProxy(`${site.origin}/`)).toBe(200);
    expect(secret.hits).toEqual([]);
  });
});

describe('Lighthouse behind the proxy', () => {
  it("audits the page while the page's requests to a private address never arrive", async () => {
    const runner = new LighthouseRunner(testEnv().CHROMIUM_PATH, guard);
    try {
      const result = await runner.run(`${site.origin}/`);
      expect(result.status).toBe('done');
      expect(result.scores.accessibility).toEqual(expect.any(Number));
      expect(site.hits.length).toBeGreaterThan(0);
      expect(secret.hits).toEqual([]);
      expect(await runner.refusedHosts()).toContain('127.0.0.2');
    } finally {
      await runner.close();
    }
  });
});
