import { crawlInMemory } from '../../test/crawl-in-memory';
import { startFixtureSite, type FixtureSite } from './fixture-site';

// Issue 44: each diagram image of a documentation site was requested twice by one crawl, once
// as a link (`<a href>` around it) and once as an image (`<img src>`). One request a URL.

let site: FixtureSite;
beforeEach(async () => {
  site = await startFixtureSite();
});
afterEach(() => site.close());

const png = { type: 'image/png', body: Buffer.from([0x89, 0x50, 0x4e, 0x47]) };
/** A diagram as documentation sites show it: the image, linked to itself at full size. */
const diagram = (src: string) => `<a href="${src}"><img src="${src}" alt="diagram"></a>`;
const page = (body: string) => `<!doctype html><html><body>${body}</body></html>`;

it('requests a diagram linked and shown once, and still reports the one that is missing', async () => {
  site.set({
    '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nAllow: /\n' },
    '/sitemap-index.xml': { status: 404 },
    '/': { body: page(`<a href="/guide">guide</a>${diagram('/flow.png')}${diagram('/gone.svg')}`) },
    '/guide': { body: page(diagram('/flow.png')) },
    '/flow.png': png,
  });
  const { findings, pages } = await crawlInMemory({ siteUrl: site.origin, limit: 10 });
  expect(pages).toEqual([site.origin, `${site.origin}/guide`]);
  const times = (path: string) => site.requests.filter((requested) => requested === path).length;
  expect([times('/flow.png'), times('/gone.svg'), times('/guide')]).toEqual([1, 1, 1]);
  expect(
    findings
      .map((f) => [
        f.kind,
        f.url.replace(site.origin, ''),
        f.referrer.replace(site.origin, ''),
        f.status,
      ])
      .sort(),
  ).toEqual([
    ['broken', '/gone.svg', '', 404],
    ['resource', '/gone.svg', '', 404],
  ]);
});
