import { gunzipSync } from 'node:zlib';
import { FETCH_LIMITS } from '../net/limits';
import { safeFetch } from '../net/safe-fetch';
import type { SsrfGuard } from '../net/guard';
import { parseSitemap } from './html';

const MAX_SITEMAPS = 50;

/** A sitemap's text, gunzipped when the file itself is gzip (sitemap.xml.gz). */
function sitemapText(body: Buffer): string {
  const gzip = body[0] === 0x1f && body[1] === 0x8b;
  // Bounded like every fetch: a sitemap.xml.gz bomb throws here and counts as no sitemap.
  return (gzip ? gunzipSync(body, { maxOutputLength: FETCH_LIMITS.maxBytes }) : body).toString(
    'utf8',
  );
}

/**
 * Page URLs listed by the sitemaps (robots.txt's and /sitemap.xml), following sitemap indexes
 * (at most MAX_SITEMAPS files, each once). A missing or broken sitemap is simply no URLs.
 */
export async function readSitemaps(
  guard: SsrfGuard,
  starts: string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>(); // page URL → the sitemap that lists it
  const queue = [...new Set(starts)];
  const seen = new Set<string>();
  while (queue.length > 0 && seen.size < MAX_SITEMAPS) {
    const sitemap = queue.shift()!;
    if (seen.has(sitemap)) continue;
    seen.add(sitemap);
    try {
      const { response } = await safeFetch(guard, sitemap);
      if (response.status !== 200) continue;
      const { index, locs } = parseSitemap(sitemapText(response.body));
      for (const loc of locs) {
        if (index) queue.push(loc);
        else if (!found.has(loc)) found.set(loc, sitemap);
      }
    } catch {
      // An unreadable sitemap adds nothing; the link crawl still finds the pages.
    }
  }
  return found;
}
