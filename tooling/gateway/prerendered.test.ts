import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_SCRIPT, withPrerenderedScreen } from './prerendered';
import { useGateway } from './test-gateway';
import { writeAt, startTestGateway } from './test-files';
import { get } from './test-http';

const INDEX =
  '<!doctype html><html><head><title>Vigil</title><script defer src="/main.0123456789ab.js"></script></head>' +
  '<body><noscript>Vigil needs JavaScript to run.</noscript><div id="root"></div></body></html>';
const SCREEN = '<div id="vigil-prerender" data-path="/login"><h1>Sign in</h1></div>';
const OLD_SCREEN = '<div id="vigil-prerender" data-path="/login"><h1>Log in</h1></div>';

const registry = (authVersion: string) => ({
  auth: { entry: `/remotes/auth/${authVersion}/mf-manifest.json`, version: authVersion },
  billing: { entry: '/remotes/billing/1-bbbbbbbb/mf-manifest.json', version: '1-bbbbbbbb' },
});

let webDir: string;
const point = (authVersion: string) =>
  writeAt(webDir, 'config/remotes.json', JSON.stringify(registry(authVersion)));
/** The inside of the page's root element. */
const rootOf = (html: string) => /<div id="root">(.*)<\/div><\/body>/.exec(html)?.[1];
/** The page at `path`, as text. */
async function page(path: string) {
  const answer = await get(gateway.url, path);
  return { ...answer, html: answer.body.toString('utf8') };
}

const gateway = useGateway('prerendered', async (root) => {
  webDir = join(root, 'web');
  writeAt(join(root, 'host'), 'index.html', INDEX);
  writeAt(webDir, 'config/app.json', JSON.stringify({ apiBase: '', google: false }));
  const v1 = 'remotes/auth/1-aaaaaaaa/prerender';
  writeAt(webDir, `${v1}/routes.json`, JSON.stringify({ '/login': 'login.html' }));
  writeAt(webDir, `${v1}/login.html`, OLD_SCREEN);
  const v2 = 'remotes/auth/2-cccccccc/prerender';
  writeAt(webDir, `${v2}/routes.json`, JSON.stringify({ '/login': 'login.html' }));
  writeAt(webDir, `${v2}/login.html`, SCREEN);
  // A version from before prerendering, and broken ones.
  mkdirSync(join(webDir, 'remotes/auth/3-dddddddd'), { recursive: true });
  writeAt(webDir, 'remotes/auth/4-eeeeeeee/prerender/routes.json', '{ not json');
  writeAt(
    webDir,
    'remotes/auth/5-ffffffff/prerender/routes.json',
    JSON.stringify({ '/login': '../../../../config/app.json' }),
  );
  writeAt(
    webDir,
    'remotes/auth/6-abababab/prerender/routes.json',
    JSON.stringify({ '/login': 'gone.html' }),
  );
  point('2-cccccccc');
  return startTestGateway(webDir, join(root, 'host'));
});

describe("the page holds the current auth remote's prerendered screen", () => {
  it.each(['/login', '/Login', '/login/', '/login?next=%2Fbilling'])(
    '%s: the screen inside the root element, and the page script before it',
    async (path) => {
      const answer = await page(path);
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(rootOf(answer.html)).toBe(SCREEN);
      const head = answer.html.slice(0, answer.html.indexOf('</head>'));
      expect(head).toContain(`<script>${PAGE_SCRIPT}</script>`);
    },
  );

  it('allows exactly that inline script in its CSP, by hash', async () => {
    const answer = await page('/login');
    const inline = [...answer.html.matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    const scriptSrc = String(answer.headers['content-security-policy'])
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it.each(['/', '/register', '/login/extra', '/site/1'])(
    '%s: an empty root and no script',
    async (path) => {
      const answer = await page(path);
      expect(answer.status).toBe(200);
      expect(rootOf(answer.html)).toBe('');
      expect(answer.html).not.toContain('<script>');
    },
  );

  it('follows the registry on the next load: a rollback brings back the older screen, or none', async () => {
    point('1-aaaaaaaa');
    expect(rootOf((await page('/login')).html)).toBe(OLD_SCREEN);
    point('3-dddddddd');
    expect(rootOf((await page('/login')).html)).toBe('');
    point('2-cccccccc');
    expect(rootOf((await page('/login')).html)).toBe(SCREEN);
  });

  it.each([
    ['a broken routes.json', '4-eeeeeeee'],
    ['a route naming a file outside its folder', '5-ffffffff'],
    ['a route naming a missing file', '6-abababab'],
    ['a version folder that is not one', '..'],
  ])('serves the plain page for %s', async (_, version) => {
    point(version);
    const answer = await page('/login');
    expect(answer.status).toBe(200);
    expect(rootOf(answer.html)).toBe('');
    expect(answer.html).toContain('id="vigil-config"');
    point('2-cccccccc');
  });
});

describe('withPrerenderedScreen', () => {
  it('leaves a page without an empty root element as it is', () => {
    const page = '<html><head></head><body><div id="app"></div></body></html>';
    expect(withPrerenderedScreen(page, SCREEN)).toBe(page);
  });

  // A screen as renderScreen writes it: emotion's global styles, then the screen's own classes.
  const GLOBALS =
    '<style data-emotion="css-global 1a2b">@layer reset,base,tokens,recipes;</style>' +
    '<style data-emotion="css-global 3c4d">@layer tokens{:root{--chakra-colors-blue-500:#3b82f6;}}</style>';
  const OWN = '<style data-emotion="css 5e6f">.css-5e6f{color:red;}</style>';
  const STYLED_SCREEN = `<div id="vigil-prerender" data-path="/login">${GLOBALS}${OWN}<h1 class="css-5e6f">Sign in</h1></div>`;

  it("leaves the screen's global styles out where the page carries the style system's CSS", () => {
    const styledIndex = INDEX.replace(
      '</head>',
      '<style id="vigil-system-css" data-build="f00d">@layer reset,base,tokens,recipes;</style></head>',
    );
    const root = rootOf(withPrerenderedScreen(styledIndex, STYLED_SCREEN));
    expect(root).toBe(STYLED_SCREEN.replace(GLOBALS, ''));
    expect(root).toContain(OWN);
  });

  it("keeps the screen's global styles on a page without that CSS", () => {
    expect(rootOf(withPrerenderedScreen(INDEX, STYLED_SCREEN))).toBe(STYLED_SCREEN);
  });
});
