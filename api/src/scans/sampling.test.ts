import { extractLinks } from '../crawl/html';
import { lighthouseSample, urlPattern } from './sampling';

const o = 'https://shop.example.com';

it.each([
  [`${o}`, '/'],
  [`${o}/pricing`, '/pricing'],
  [`${o}/2024`, '/*'],
  [`${o}/blog/post-1`, '/blog/*'],
  [`${o}/blog/hello-world?utm=x`, '/blog/*'],
  [`${o}/docs/v2/api/index.html`, '/docs/*/api/*.html'],
  [`${o}/products/42/reviews/7`, '/products/*/reviews/*'],
])('urlPattern(%s) = %s', (url, pattern) => expect(urlPattern(url)).toBe(pattern));

it('samples the root, every top-level page and N pages of each deeper pattern, for pages with no shape', () => {
  const urls = [
    o,
    `${o}/blog`,
    `${o}/about`,
    ...[1, 2, 3, 4].map((i) => `${o}/blog/post-${i}`),
    ...[1, 2, 3].map((i) => `${o}/shop/item-${i}`),
  ];
  const pages = urls.map((url) => ({ url }));
  expect([...lighthouseSample(pages, 2)]).toEqual([
    o,
    `${o}/blog`,
    `${o}/about`,
    `${o}/blog/post-1`,
    `${o}/blog/post-2`,
    `${o}/shop/item-1`,
    `${o}/shop/item-2`,
  ]);
  expect(lighthouseSample(pages, 0).size).toBe(urls.length);
});

/** A page of a site whose layout is header nav, main (given) and footer, as templates make them. */
const page = (main: string, items = 3) =>
  `<!doctype html><html><head><title>T</title><style>p{}</style></head><body>
  <header class="site-header"><nav><ul>${'<li><a href="/x">Link</a></li>'.repeat(items)}</ul></nav></header>
  <main id="content">${main}</main><footer><small>© Site</small></footer></body></html>`;
const shape = (html: string) => extractLinks(html).shape;

const ARTICLE = '<article class="post"><h1>Hello</h1><p>One.</p><p>Two.</p></article>';
const SHAPES: [string, string, string, boolean][] = [
  [
    'the text and attribute values differ',
    page(ARTICLE),
    page(ARTICLE.replace('Hello', 'Other title').replace('One.', '<b>One</b> more')),
    true,
  ],
  ['a list has 3 items or 30', page(ARTICLE, 3), page(ARTICLE, 30), true],
  [
    'an article has 2 paragraphs or 9',
    page(ARTICLE),
    page(ARTICLE.replace('<p>Two.</p>', '<p>x</p>'.repeat(8))),
    true,
  ],
  [
    'an id or class names one item (post-12, post-13)',
    page('<div class="card post-12"></div>'),
    page('<div class="card post-13"></div>'),
    true,
  ],
  [
    'one has a sidebar',
    page(ARTICLE),
    page(`${ARTICLE}<aside class="sidebar"><ul><li>x</li></ul></aside>`),
    false,
  ],
  [
    'one is a grid of cards, the other an article',
    page('<section class="grid"><div class="card"><img src="a.png"></div></section>'),
    page(ARTICLE),
    false,
  ],
  [
    'the main area has another class',
    page('<div class="landing"></div>'),
    page('<div class="docs"></div>'),
    false,
  ],
];
it.each(SHAPES.map(([why, a, b, same]) => [why, same, a, b] as const))(
  'pages whose %s: same shape %s',
  (_why, same, a, b) => {
    expect(shape(a) === shape(b)).toBe(same);
  },
);

it('groups pages by DOM shape whatever their URLs; a page with no shape falls back to its URL pattern', () => {
  const [home, section, post] = [
    page('<div class="hero"></div>'),
    page('<div class="listing"></div>'),
    page(ARTICLE),
  ];
  const pages = [
    { url: o, shape: shape(home) },
    ...['blog', 'docs', 'help', 'shop', 'about'].map((s) => ({
      url: `${o}/${s}`,
      shape: shape(section),
    })),
    ...[1, 2, 3].map((i) => ({ url: `${o}/blog/post-${i}`, shape: shape(post) })),
    { url: `${o}/pricing`, shape: null }, // stored before shapes were read
    { url: `${o}/legal` }, // its own URL pattern, so sampled too
  ];
  expect([...lighthouseSample(pages, 1)]).toEqual([
    o,
    `${o}/blog`,
    `${o}/blog/post-1`,
    `${o}/pricing`,
    `${o}/legal`,
  ]);
  expect([...lighthouseSample(pages, 2)]).toEqual([
    o,
    `${o}/blog`,
    `${o}/docs`,
    `${o}/blog/post-1`,
    `${o}/blog/post-2`,
    `${o}/pricing`,
    `${o}/legal`,
  ]);
  // The root is sampled even when its template has had its N pages already.
  const rootLast = [pages[1]!, { url: o, shape: shape(section) }];
  expect([
    ...lighthouseSample([{ url: o, shape: shape(section) }, pages[1]!, pages[2]!], 1),
  ]).toEqual([o]);
  expect(lighthouseSample(rootLast, 1).size).toBe(1);
  expect(lighthouseSample(pages, 0).size).toBe(pages.length);
});
