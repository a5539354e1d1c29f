import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../remotes/web-root';
import { writeSystemStylesheet } from './system-stylesheet';

const page =
  '<!doctype html><html><head><title>Vigil</title><script defer src="/main.1.js"></script>' +
  '<link rel="preload" as="script" href="/2.js"></head><body><div id="root"></div></body></html>';

describe("the build's stylesheet step", () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'vigil-system-css-'));
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("writes the host's style system CSS, marked with the build, into its index.html", () => {
    writeFileSync(join(dist, 'index.html'), page);
    writeSystemStylesheet(join(repoRoot, 'host'), 'f00d', dist);
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    // At the end of the head: the script and the preloads come first, for the browser to find.
    const [, css = ''] =
      /<link [^>]*><style id="vigil-system-css" data-build="f00d">([^<]*)<\/style>$/.exec(head) ??
      [];
    expect(html.slice(0, html.indexOf('<style'))).toBe(page.slice(0, page.indexOf('</head>')));
    expect(html.slice(html.indexOf('</head>'))).toBe(page.slice(page.indexOf('</head>')));
    // What ChakraProvider would insert: the cascade layers' order first, then the reset, the
    // global styles (the product's blue, a spinner's keyframes) and both themes' token variables.
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    for (const layer of ['reset', 'base', 'tokens']) expect(css).toContain(`@layer ${layer}{`);
    expect(css).toContain('--chakra-colors-color-palette-500:var(--chakra-colors-blue-500)');
    expect(css).toContain('@keyframes spin');
    expect(css).toMatch(/--chakra-colors-blue-500:#[0-9a-f]{6}/i);
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-bg:/);
  });

  it('fails the build without a page to write into, or without a build to mark it with', () => {
    rmSync(join(dist, 'index.html'));
    expect(() => writeSystemStylesheet(join(repoRoot, 'host'), 'f00d', dist)).toThrow(/failed/);
    writeFileSync(join(dist, 'index.html'), page);
    expect(() => writeSystemStylesheet(join(repoRoot, 'host'), '', dist)).toThrow(/no hash/);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(page);
  });
});
