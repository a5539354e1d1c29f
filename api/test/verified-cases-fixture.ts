/**
 * Pages for the tests of generated cases being run before they are kept (issue 11 defect 2),
 * served by the crawler's fixture site (crawl/fixture-site.ts). Test-only.
 */

/** The onboarding fixture site's home page (as e2e/src/onboarding-journey.test.ts serves it). */
export const ONBOARDING_HOME = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Fixture Co</title></head>
<body><header><nav><a href="/about">About</a> <a href="/blog">Blog</a></nav></header>
<main><h1>Fixture Co</h1><p>We make fixtures.</p><a class="btn btn-primary" href="/team">Get started</a>
<form action="/contact" method="post"><label for="email">Email</label>
<input id="email" name="email" type="email"><button type="submit">Contact us</button></form></main>
</body></html>`;

/**
 * A Read the Docs (Sphinx) page: its search box has no submit button, and its links are relative
 * to the directory URL `/docs/`, which `/docs` redirects to. The same "Guide" link is in the
 * top navigation and in the footer's, so `a[href]` matches twice, and "Changelog" is listed
 * twice in the top navigation (the same page, kept once); "API reference" opens a new tab, so the
 * page's URL never changes: that link cannot pass and is left out of the case.
 */
export const SPHINX_PAGE = `<!doctype html><html><head><title>Docs</title></head><body>
<header><nav class="wy-nav-top"><a href="guide.html">Guide</a> <a href="changes.html">Changelog</a>
<a href="changes.html#latest">Changelog</a> <a href="api.html" target="_blank">API reference</a></nav></header>
<div role="search"><form id="rtd-search-form" class="wy-form" action="search.html" method="get">
<input type="text" name="q" aria-label="Search docs" placeholder="Search docs">
<input type="hidden" name="check_keywords" value="yes"><input type="hidden" name="area" value="default">
</form></div><main><h1>Welcome</h1></main>
<footer><nav><a href="guide.html">Read the guide</a></nav></footer></body></html>`;

const page = (title: string) => `<!doctype html><html><body><h1>${title}</h1></body></html>`;

export const SPHINX_SITE = {
  '/': { body: '<!doctype html><html><body><p>Project home</p></body></html>' },
  '/docs': { status: 301, headers: { location: '/docs/' } },
  '/docs/': { body: SPHINX_PAGE },
  '/docs/guide.html': { body: page('Guide') },
  '/docs/changes.html': { body: page('Changelog') },
  '/docs/api.html': { body: page('API reference') },
  '/docs/search.html': { body: page('Search results') },
};
