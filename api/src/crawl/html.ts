import { attribute, decodeEntities } from '../html/markup';

export interface PageLinks {
  /** href values of <a> and <area> (relative as written), without nofollow links. */
  hrefs: string[];
  /** <base href>, which relative links resolve against. */
  base?: string;
  hasScripts: boolean;
}

/** Links of an HTML document; comments are skipped so commented-out links are not followed. */
export function extractLinks(html: string): PageLinks {
  const text = html.replace(/<!--[\s\S]*?-->/g, '');
  const hrefs: string[] = [];
  for (const match of text.matchAll(/<(?:a|area)\b[^>]*>/gi)) {
    const tag = match[0];
    const href = attribute(tag, 'href');
    if (!href || /\bnofollow\b/i.test(attribute(tag, 'rel') ?? '')) continue;
    hrefs.push(href);
  }
  const baseTag = /<base\b[^>]*>/i.exec(text)?.[0];
  const base = baseTag ? attribute(baseTag, 'href') : undefined;
  return { hrefs, ...(base ? { base } : {}), hasScripts: /<script\b/i.test(text) };
}

/** <loc> values of a sitemap or sitemap index, and which of the two it is. */
export function parseSitemap(xml: string): { index: boolean; locs: string[] } {
  const locs = [...xml.matchAll(/<loc>\s*(?:<!\[CDATA\[)?([\s\S]*?)(?:\]\]>)?\s*<\/loc>/gi)].map(
    (m) => decodeEntities(m[1]!.trim()),
  );
  return { index: /<sitemapindex\b/i.test(xml), locs };
}
