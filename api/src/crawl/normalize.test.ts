import { extractLinks, parseSitemap } from './html';
import { canonicalUrl } from '../sites/canonical-url';
import { parseRobots } from './robots';

describe('canonicalUrl', () => {
  it.each([
    ['https://Example.COM/', 'https://example.com'],
    ['https://example.com:443/a/', 'https://example.com/a/'],
    ['https://example.com/a', 'https://example.com/a'],
    ['https://example.com/index.html', 'https://example.com'],
    ['https://example.com/dir/index.htm?x=1', 'https://example.com/dir/?x=1'],
    ['https://example.com/dir/index.html#top', 'https://example.com/dir/'],
    ['https://example.com/dir/index.html.bak', 'https://example.com/dir/index.html.bak'],
    ['http://example.com:80/a', 'http://example.com/a'],
    ['http://example.com:8080/a', 'http://example.com:8080/a'],
    ['https://example.com/a#section', 'https://example.com/a'],
    [
      'https://example.com/a?utm_source=x&id=2&gclid=9&fbclid=1&UTM_medium=m',
      'https://example.com/a?id=2',
    ],
    ['https://user:pw@example.com/a', 'https://example.com/a'],
  ])('%s -> %s', (input, expected) => {
    expect(canonicalUrl(input)).toBe(expected);
  });

  it('resolves relative links and refuses what is not http(s)', () => {
    expect(canonicalUrl('../b/', 'https://example.com/a/c')).toBe('https://example.com/b/');
    expect(canonicalUrl('mailto:a@example.com')).toBeNull();
    expect(canonicalUrl('javascript:void(0)', 'https://example.com')).toBeNull();
    expect(canonicalUrl('http://[bad')).toBeNull();
  });
});

describe('robots.txt', () => {
  const robots = parseRobots(
    [
      'User-agent: *',
      'Disallow: /',
      '',
      'User-agent: googlebot',
      'User-agent: VigilBot',
      'Disallow: /admin',
      'Disallow: /*.pdf$',
      'Allow: /admin/public',
      'Sitemap: https://example.com/s.xml',
    ].join('\n'),
  );

  it('follows the group naming VigilBot, longest rule first', () => {
    expect(robots.allows('https://example.com/')).toBe(true);
    expect(robots.allows('https://example.com/admin/users')).toBe(false);
    expect(robots.allows('https://example.com/admin/public/x')).toBe(true);
    expect(robots.allows('https://example.com/file.pdf')).toBe(false);
    expect(robots.allows('https://example.com/file.pdf?x')).toBe(true);
    expect(robots.sitemaps).toEqual(['https://example.com/s.xml']);
  });

  it('falls back to the * group', () => {
    expect(parseRobots('User-agent: *\nDisallow: /private').allows('https://e.x/private/a')).toBe(
      false,
    );
    expect(parseRobots('').allows('https://e.x/a')).toBe(true);
  });
});

describe('HTML and sitemaps', () => {
  it('finds followable links, skipping comments and nofollow', () => {
    const links = extractLinks(
      `<base href="/docs/"><a href='a?x=1&amp;y=2'>a</a><!-- <a href="/hidden"> -->
       <a rel="nofollow" href="/no">n</a><A HREF=/b>b</A><area href="/c"><script></script>`,
    );
    expect(links).toEqual({
      hrefs: ['a?x=1&y=2', '/b', '/c'],
      frames: [],
      resources: [],
      base: '/docs/',
      hasScripts: true,
      shape: expect.any(String),
    });
  });

  it('reads markup in scripts, styles and attributes as text, not as links (issue 11)', () => {
    const links = extractLinks(
      `<script>const t = "<a href=\\"/from-script\\">x</a>"; document.write('<img src="/w.png">');</script>
       <style>.x::after { content: '<a href="/from-style">' }</style>
       <textarea><a href="/from-textarea">t</a></textarea>
       <p title='<a href="/from-attribute">'>text</p><a href="/real">real</a>`,
    );
    expect(links.hrefs).toEqual(['/real']);
    expect(links.resources).toEqual([]);
  });

  it('finds frames, sub-resources and a meta refresh (issue 11)', () => {
    const links = extractLinks(
      `<head><meta http-equiv="Refresh" content="0; URL='next/'">
       <link rel="stylesheet" href="/s.css"><link rel="icon" href="/f.ico">
       <link rel="canonical" href="/c"><link rel="alternate" href="/fr/">
       <script src="/app.js"></script></head>
       <frameset><frame src="nav.html"><frame src="main.html"></frameset>
       <iframe src="/embed"></iframe>
       <img src="/a.png" srcset="/a-1x.png 1x, /a,2x.png 2x"><picture><source srcset="/b.webp">
       </picture><video poster="/p.jpg" src="/v.mp4"></video><input type="image" src="/go.png">
       <input type="text" src="/not.png"><img src="data:image/png;base64,AAAA">`,
    );
    expect(links.refresh).toBe('next/');
    expect(links.frames).toEqual(['nav.html', 'main.html', '/embed']);
    expect(links.resources).toEqual([
      '/s.css',
      '/f.ico',
      '/app.js',
      '/a.png',
      '/a-1x.png',
      '/a,2x.png',
      '/b.webp',
      '/v.mp4',
      '/p.jpg',
      '/go.png',
      'data:image/png;base64,AAAA',
    ]);
    expect(extractLinks('<meta http-equiv="refresh" content="30">').refresh).toBeUndefined();
    expect(extractLinks('<meta http-equiv="refresh" content="5;url=/x">').refresh).toBe('/x');
  });

  it('reads a character reference past the last code point without failing', () => {
    // One hostile href must not end the page's crawl; the parser decodes as a browser does.
    expect(extractLinks('<a href="/a&#x110000;b">x</a><a href="/c&#65;">y</a>').hrefs).toEqual([
      '/a\uFFFDb',
      '/cA',
    ]);
    expect(
      parseSitemap('<urlset><url><loc>https://e.x/&#99999999;</loc></url></urlset>').locs,
    ).toEqual(['https://e.x/&#99999999;']);
  });

  it('reads sitemap indexes and url sets', () => {
    expect(
      parseSitemap(
        '<sitemapindex><sitemap><loc> https://e.x/1.xml </loc></sitemap></sitemapindex>',
      ),
    ).toEqual({
      index: true,
      locs: ['https://e.x/1.xml'],
    });
    expect(
      parseSitemap('<urlset><url><loc><![CDATA[https://e.x/a?b=1&c=2]]></loc></url></urlset>').locs,
    ).toEqual(['https://e.x/a?b=1&c=2']);
  });
});
