import { extractLinks, parseSitemap } from './html';
import { canonicalUrl } from './normalize';
import { parseRobots } from './robots';

describe('canonicalUrl', () => {
  it.each([
    ['https://Example.COM/', 'https://example.com'],
    ['https://example.com:443/a/', 'https://example.com/a'],
    ['http://example.com:80/a', 'http://example.com/a'],
    ['http://example.com:8080/a', 'http://example.com:8080/a'],
    ['https://example.com/a#section', 'https://example.com/a'],
    ['https://example.com/a//', 'https://example.com/a'],
    [
      'https://example.com/a?utm_source=x&id=2&gclid=9&fbclid=1&UTM_medium=m',
      'https://example.com/a?id=2',
    ],
    ['https://user:pw@example.com/a', 'https://example.com/a'],
  ])('%s -> %s', (input, expected) => {
    expect(canonicalUrl(input)).toBe(expected);
  });

  it('resolves relative links and refuses what is not http(s)', () => {
    expect(canonicalUrl('../b/', 'https://example.com/a/c')).toBe('https://example.com/b');
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
    expect(links).toEqual({ hrefs: ['a?x=1&y=2', '/b', '/c'], base: '/docs/', hasScripts: true });
  });

  it('keeps a character reference past the last code point as written instead of failing', () => {
    // String.fromCodePoint throws on 0x110000: one hostile href must not end the page's crawl.
    expect(extractLinks('<a href="/a&#x110000;b">x</a><a href="/c&#65;">y</a>').hrefs).toEqual([
      '/a&#x110000;b',
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
