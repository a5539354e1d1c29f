import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { startGateway } from './gateway';
import { injectIntoHtml } from '../webpack/inject-into-html';
import { inlineConfigMarkup, INLINE_CONFIG_ID } from './inline-config';
import { useGateway } from './test-gateway';
import { writeAt, startTestGateway } from './test-files';
import { get } from './test-http';

const INDEX = `<!doctype html><html><head><title>Vigil</title><script defer src="/main.0123456789ab.js"></script></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
const APP = { apiBase: '', links: { support: 'https://vigil.test/support' }, google: true };
const registryAt = (version: string) => ({
  auth: { entry: `/remotes/auth/${version}/mf-manifest.json`, version },
  billing: { entry: '/remotes/billing/2-a1b2c3d4/mf-manifest.json', version: '2-a1b2c3d4' },
});

/** A remote's mf-manifest.json as its build writes it (the parts the gateway reads). */
const manifestWith = (remoteEntry: string, appChunks: unknown[]) =>
  JSON.stringify({
    metaData: { remoteEntry: { name: remoteEntry, path: '', type: 'global' }, publicPath: 'auto' },
    exposes: [
      { path: './Other', assets: { js: { sync: ['other.js'], async: [] } } },
      { path: './App', assets: { js: { sync: appChunks, async: ['later.1.js'] } } },
    ],
  });
const AUTH_SCRIPTS = [
  '/remotes/auth/1-aaaaaaaa/remoteEntry.js',
  '/remotes/auth/1-aaaaaaaa/__federation_expose_App.11aa.js',
];

/** The JSON inside the page's vigil-config element, as the host's reader would parse it. */
function inlineConfig(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${INLINE_CONFIG_ID}">(.*?)</script>`,
  ).exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

let webDir: string;

const gateway = useGateway('inline', async (root) => {
  webDir = join(root, 'web');
  writeAt(join(root, 'host'), 'index.html', INDEX);
  writeAt(webDir, 'config/app.json', JSON.stringify(APP));
  writeAt(webDir, 'config/remotes.json', JSON.stringify(registryAt('1-aaaaaaaa')));
  writeAt(
    webDir,
    'remotes/auth/1-aaaaaaaa/mf-manifest.json',
    manifestWith('remoteEntry.js', ['__federation_expose_App.11aa.js']),
  );
  // A manifest naming files outside its folder: those are never preloaded.
  writeAt(
    webDir,
    'remotes/billing/2-a1b2c3d4/mf-manifest.json',
    manifestWith('remoteEntry.js', ['../../auth/1-aaaaaaaa/x.js', 'app.22bb.js', 7]),
  );
  // Billing's build lists each route's screen chunks (auth's, built before the list, has none);
  // a list naming a file outside the folder is dropped whole.
  writeAt(
    webDir,
    'remotes/billing/2-a1b2c3d4/screen-chunks.json',
    JSON.stringify({
      billingUpdate: ['615.44dd.js', 'screen-billing-billingUpdate.55ee.js'],
      billing: ['../../auth/1-aaaaaaaa/x.js', 'screen-billing-billingUpdate.55ee.js'],
    }),
  );
  return startTestGateway(webDir, join(root, 'host'));
});

/** The first screen's files the page names for the host's entry to preload. */
const hint = async (path: string) =>
  (inlineConfig((await get(gateway.url, path)).body.toString()) as { firstScreen?: unknown })
    .firstScreen;

describe('the page carries the runtime config and the remote registry', () => {
  it.each(['/', '/login', '/site/42?tab=pages', '/index.html'])(
    '%s has both inline, never cached',
    async (path) => {
      const answer = await get(gateway.url, path);
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(inlineConfig(answer.body.toString())).toMatchObject({
        app: APP,
        remotes: registryAt('1-aaaaaaaa'),
      });
    },
  );

  it("preloads the manifest of a public screen's remote, the way the federation runtime fetches it", async () => {
    const html = (await get(gateway.url, '/login')).body.toString();
    expect(html.match(/<link rel="preload"[^>]*>/g)).toEqual([
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/auth/1-aaaaaaaa/mf-manifest.json">',
    ]);
    // In the head, before the host's scripts finish: the browser starts it at once.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
    // Its scripts the host's entry preloads, which can mend a failed one (markup could not).
    const files = ['/remotes/auth/1-aaaaaaaa/mf-manifest.json', ...AUTH_SCRIPTS];
    expect(inlineConfig(html)).toMatchObject({
      firstScreen: { signedIn: files, signedOut: files },
    });
  });

  it('reads the path as the router will: decoded once', async () => {
    const once = (await get(gateway.url, '/log%69n')).body.toString();
    expect(once).toContain('rel="preload" as="fetch"');
    // The router sees /%4Cogin here, which is no screen (not /Login).
    const twice = (await get(gateway.url, '/%254Cogin')).body.toString();
    expect(twice).not.toContain('rel="preload" as="fetch"');
  });

  it('preloads no manifest where the screen depends on the session the server cannot see', async () => {
    // /billing/update shows billing with a session and sign-in (auth) without one.
    for (const path of ['/', '/billing/update', '/no/such/page']) {
      const html = (await get(gateway.url, path)).body.toString();
      expect(html).not.toContain('rel="preload" as="fetch"');
    }
  });

  it("names each case's files there instead, for the host's entry to preload", async () => {
    const auth = registryAt('1-aaaaaaaa').auth.entry;
    // Billing's manifest names a file of another folder and a number: only its own files count.
    // After its App chunk come the chunks of the route's own screen, which it fetches lazily.
    const billingStart = [
      registryAt('1-aaaaaaaa').billing.entry,
      '/remotes/billing/2-a1b2c3d4/remoteEntry.js',
      '/remotes/billing/2-a1b2c3d4/app.22bb.js',
    ];
    expect(await hint('/billing/update')).toEqual({
      signedIn: [
        ...billingStart,
        '/remotes/billing/2-a1b2c3d4/615.44dd.js',
        '/remotes/billing/2-a1b2c3d4/screen-billing-billingUpdate.55ee.js',
      ],
      signedOut: [auth, ...AUTH_SCRIPTS],
    });
    // /billing's list names a file of another folder: its screen is left to the runtime.
    expect(await hint('/billing')).toEqual({
      signedIn: billingStart,
      signedOut: [auth, ...AUTH_SCRIPTS],
    });
    // Home's remote is not in this registry: nothing to preload with a session.
    expect(await hint('/')).toEqual({ signedIn: [], signedOut: [auth, ...AUTH_SCRIPTS] });
    // The host's own not-found screen needs no remote; sign-in does.
    expect(await hint('/no/such/page')).toEqual({
      signedIn: [],
      signedOut: [auth, ...AUTH_SCRIPTS],
    });
  });

  it('reads the pointers per request: a rollback shows on the next load', async () => {
    writeAt(webDir, 'config/remotes.json', JSON.stringify(registryAt('3-bbbbbbbb')));
    const html = (await get(gateway.url, '/')).body.toString();
    expect(inlineConfig(html)).toMatchObject({ remotes: registryAt('3-bbbbbbbb') });
    expect(html).not.toContain('1-aaaaaaaa');
    // A version whose manifest is not there yet: its manifest alone, then its scripts once there.
    const auth3 = registryAt('3-bbbbbbbb').auth.entry;
    expect(await hint('/login')).toEqual({ signedIn: [auth3], signedOut: [auth3] });
    writeAt(
      webDir,
      'remotes/auth/3-bbbbbbbb/mf-manifest.json',
      manifestWith('remoteEntry.js', ['__federation_expose_App.33cc.js']),
    );
    expect((await hint('/login')) as { signedIn: string[] }).toMatchObject({
      signedIn: [
        auth3,
        '/remotes/auth/3-bbbbbbbb/remoteEntry.js',
        '/remotes/auth/3-bbbbbbbb/__federation_expose_App.33cc.js',
      ],
    });
  });

  it('leaves out a broken file, so the host fetches it and reports the problem itself', async () => {
    writeAt(webDir, 'config/remotes.json', '{ not json');
    const html = (await get(gateway.url, '/')).body.toString();
    expect(inlineConfig(html)).toEqual({ app: APP });
    expect(html).not.toContain('rel="preload"');
  });

  it('gzips the page for clients that accept it', async () => {
    const answer = await get(gateway.url, '/', { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(inlineConfig(gunzipSync(answer.body).toString())).toMatchObject({ app: APP });
  });

  it('answers HEAD without a body', async () => {
    const answer = await get(gateway.url, '/', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(0);
  });
});

describe('inlineConfigMarkup', () => {
  it('cannot be closed early by a value that contains </script>', () => {
    const markup = inlineConfigMarkup({ note: '</script><script>alert(1)</script>' }, null);
    expect(markup.match(/<\/script>/g)).toHaveLength(1);
    expect(inlineConfig(markup)).toEqual({ app: { note: '</script><script>alert(1)</script>' } });
  });

  it('preloads only manifest URLs and escapes them', () => {
    const preloaded = (entry: string) =>
      inlineConfigMarkup(
        null,
        { auth: { entry }, billing: { entry: '/b/mf-manifest.json' } },
        '/login',
      );
    expect(preloaded('/remotes/auth/1/mf-manifest.json')).toContain(
      'href="/remotes/auth/1/mf-manifest.json"',
    );
    expect(preloaded('/x"y/mf-manifest.json')).toContain('href="/x&quot;y/mf-manifest.json"');
    expect(preloaded('javascript:alert(1)')).not.toContain('rel="preload"');
  });
});

describe('injectIntoHtml', () => {
  it('goes before </head>, or at the end of a page without one (never before the doctype)', () => {
    expect(injectIntoHtml('<html><head><title>x</title></head><body></body></html>', '<i>')).toBe(
      '<html><head><title>x</title><i></head><body></body></html>',
    );
    expect(injectIntoHtml('<!doctype html><title>x</title>', '<i>')).toBe(
      '<!doctype html><title>x</title><i>',
    );
  });
});

it('serves the page as built when inlining is off (the benchmark baseline)', async () => {
  const plain = await startGateway({
    port: 0,
    webDir,
    hostDir: join(gateway.root, 'host'),
    apiUrl: 'http://127.0.0.1:9',
    inlineConfig: false,
  });
  try {
    const answer = await get(plain.url, '/login');
    expect(answer.body.toString()).toBe(INDEX);
    expect(answer.headers['cache-control']).toBe('no-store');
  } finally {
    await plain.close();
  }
});
