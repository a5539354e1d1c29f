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

it('samples the root, every top-level page and N pages of each deeper pattern', () => {
  const urls = [
    o,
    `${o}/blog`,
    `${o}/about`,
    ...[1, 2, 3, 4].map((i) => `${o}/blog/post-${i}`),
    ...[1, 2, 3].map((i) => `${o}/shop/item-${i}`),
  ];
  expect([...lighthouseSample(urls, 2)]).toEqual([
    o,
    `${o}/blog`,
    `${o}/about`,
    `${o}/blog/post-1`,
    `${o}/blog/post-2`,
    `${o}/shop/item-1`,
    `${o}/shop/item-2`,
  ]);
  expect(lighthouseSample(urls, 0).size).toBe(urls.length);
});
