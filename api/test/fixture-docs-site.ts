import type { Resource } from '../src/crawl/fixture-site';

/** A page of the documentation site: every page loads the theme's stylesheet and script. */
const page = (body: string) => ({
  body: `<!doctype html><html><head><title>Docs</title>
    <link rel="stylesheet" href="/_static/theme.css"><link rel="icon" href="/favicon.ico">
    <link rel="canonical" href="/never-fetched"><script src="/_static/app.js"></script>
    </head><body>${body}</body></html>`,
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

/**
 * What issue 11 met on a real documentation site (Sphinx-like), small enough to assert on, set
 * over the fixture site (`site.set(docsSiteResources(site.origin))`): directory URLs with a
 * trailing slash (the bare name redirects), `index.html` links, `../` links, a link with tracking
 * parameters, a meta-refresh page, a frameset, link markup inside a script string, a stylesheet
 * missing on every page, broken images in src and srcset, and a script whose server refuses HEAD.
 */
export function docsSiteResources(origin: string): Record<string, Resource> {
  return {
    '/robots.txt': { status: 404 },
    '/sitemap.xml': {
      type: 'application/xml',
      body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        <url><loc>${origin}/guide/</loc></url></urlset>`,
    },
    '/': page(`<a href="/guide">Guide</a><a href="/guide/index.html">Guide (index)</a>
      <a href="/?utm_source=nav&amp;fbclid=1">Home</a><a href="/refresh.html">Old API docs</a>
      <a href="/frames.html">Framed</a>
      <script>var template = "<a href=\\"/from-script\\">x</a>"; var img = '<img src="/from-script.png">';</script>`),
    '/guide': { status: 301, headers: { location: '/guide/' } },
    '/guide/': page(`<a href="../">Up</a><a href="./">Here</a><a href="../api/">API</a>
      <img src="/img/missing.png" srcset="/img/logo.png 1x, /img/gone@2x.png 2x">`),
    '/api/': page('<a href="../guide/">Guide</a><img src="/img/logo.png">'),
    '/refresh.html': { body: '<meta http-equiv="refresh" content="0; url=/api/">' },
    '/frames.html': {
      body: '<frameset><frame src="nav.html"><frame src="content.html"></frameset>',
    },
    '/nav.html': page('<a href="/">Home</a>'),
    '/content.html': page('<p>Content</p><a href="/api/">API</a>'),
    '/favicon.ico': { type: 'image/x-icon', body: PNG },
    '/img/logo.png': { type: 'image/png', body: PNG },
    '/_static/app.js': { type: 'text/javascript', body: '/* app */', headStatus: 405 },
  };
}
