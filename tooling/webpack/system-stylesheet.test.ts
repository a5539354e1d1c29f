import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../remotes/web-root';
import { withSystemStylesheet, writeSystemStylesheet } from './system-stylesheet';

const page =
  '<!doctype html><html><head><title>Vigil</title><script defer src="/main.1.js"></script>' +
  '<link rel="preload" as="script" href="/2.js"></head><body><div id="root"></div></body></html>';

describe('withSystemStylesheet', () => {
  it('puts the stylesheet in the head before the first script, leaving the rest as it was', () => {
    const html = withSystemStylesheet(page, '<style id="s">a{}</style>');
    expect(html).toBe(page.replace('<script', '<style id="s">a{}</style><script'));
  });

  it('puts it at the end of a head without scripts, and refuses a page without a head', () => {
    expect(
      withSystemStylesheet('<html><head><title>x</title></head></html>', '<style></style>'),
    ).toBe('<html><head><title>x</title><style></style></head></html>');
    expect(() => withSystemStylesheet('<html><body></body></html>', '<style></style>')).toThrow(
      /no <\/head>/,
    );
  });
});

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
    const [, css = ''] =
      /<style id="vigil-system-css" data-build="f00d">([^<]*)<\/style><script/.exec(head) ?? [];
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

  it('fails when the page cannot take it, leaving the file as it was', () => {
    writeFileSync(join(dist, 'index.html'), '<html><body></body></html>');
    expect(() => writeSystemStylesheet(join(repoRoot, 'host'), 'f00d', dist)).toThrow(/failed/);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('<html><body></body></html>');
  });
});
