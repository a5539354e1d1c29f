import { withStartupPreloads } from './startup-preloads';

const page =
  '<!doctype html><html><head><title>Vigil</title><script defer src="/main.1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

describe('withStartupPreloads', () => {
  it('lists each chunk in the head, after main.js, at low priority, from the site root', () => {
    const html = withStartupPreloads(page, ['978.a.js', '262.b.js']);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script defer src="/main.1.js"></script>');
    expect([...head.matchAll(/<link [^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<link rel="preload" as="script" fetchpriority="low" href="/978.a.js">',
      '<link rel="preload" as="script" fetchpriority="low" href="/262.b.js">',
    ]);
    expect(head.indexOf('main.1.js')).toBeLessThan(head.indexOf('978.a.js'));
    expect(html.slice(html.indexOf('</head>'))).toBe(page.slice(page.indexOf('</head>')));
  });

  it('leaves a page without a head as it is, and one with no chunks unchanged', () => {
    expect(withStartupPreloads('<p>x</p>', ['1.js'])).toBe('<p>x</p>');
    expect(withStartupPreloads(page, [])).toBe(page);
  });
});
