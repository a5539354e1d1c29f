import { Parser } from 'htmlparser2';
import { decodeEntities } from '../html/markup';
import { createShapeReader } from './dom-shape';

export interface PageLinks {
  /** href values of <a> and <area> (relative as written), without nofollow links. */
  hrefs: string[];
  /** src of <frame> and <iframe>: documents of their own, crawled like links. */
  frames: string[];
  /** Sub-resources the page loads: images (src and srcset), scripts, stylesheets, icons, media. */
  resources: string[];
  /** <base href>, which relative links resolve against (the first one counts). */
  base?: string;
  /** Where a <meta http-equiv="refresh"> sends the reader, when it names a URL. */
  refresh?: string;
  /** <link rel="canonical" href>: the address the page names as its own (the first one counts). */
  canonical?: string;
  hasScripts: boolean;
  /** The layout's DOM shape (dom-shape.ts): pages with one shape are one page template. */
  shape: string;
}

/** <link rel> values whose href the page loads (canonical, alternate, prefetch… are not loaded). */
const LOADED_LINK_RELS = new Set([
  'stylesheet',
  'icon',
  'apple-touch-icon',
  'apple-touch-icon-precomposed',
  'mask-icon',
  'manifest',
  'preload',
  'modulepreload',
]);

/** Attributes naming a sub-resource, per element. */
const RESOURCE_ATTRIBUTES: Record<string, string[]> = {
  img: ['src'],
  script: ['src'],
  source: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  embed: ['src'],
  object: ['data'],
  input: ['src'], // <input type="image">
};

/** The URLs of a srcset ("a.png 1x, b.png 2x"), read as the HTML standard does. */
function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  let rest = srcset;
  for (;;) {
    rest = rest.replace(/^[\s,]+/, '');
    const url = /^\S+/.exec(rest)?.[0];
    if (!url) return urls;
    rest = rest.slice(url.length);
    urls.push(url.replace(/,+$/, ''));
    // A URL ending in a comma has no descriptors; otherwise skip them up to the next comma.
    if (!url.endsWith(',')) rest = rest.includes(',') ? rest.slice(rest.indexOf(',') + 1) : '';
  }
}

/** The URL of a refresh's content ("0; url='/next'"), if it names one. */
function refreshTarget(content: string): string | undefined {
  const match = /^\s*[\d.]*\s*[;,]?\s*(?:url\s*=\s*)?(['"]?)(.+?)\1\s*$/i.exec(content);
  const target = match?.[2]?.trim();
  return target && !/^[\d.]+$/.test(target) ? target : undefined;
}

/**
 * Links, frames, sub-resources and DOM shape of an HTML document, read by a real HTML parser: markup
 * inside scripts, styles and comments is text, not tags (a `"<a href=…"` string in a script is
 * no link). Never throws; broken markup yields what a browser would mostly see.
 */
export function extractLinks(html: string): PageLinks {
  const links: Omit<PageLinks, 'shape'> = {
    hrefs: [],
    frames: [],
    resources: [],
    hasScripts: false,
  };
  const shape = createShapeReader();
  const parser = new Parser(
    {
      onclosetag: shape.onclosetag,
      onopentag(name, attribs) {
        shape.onopentag(name, attribs);
        const value = (key: string) => attribs[key]?.trim() || undefined;
        if (name === 'a' || name === 'area') {
          const href = value('href');
          if (href && !/\bnofollow\b/i.test(attribs.rel ?? '')) links.hrefs.push(href);
        } else if (name === 'frame' || name === 'iframe') {
          const src = value('src');
          if (src) links.frames.push(src);
        } else if (name === 'base') {
          links.base ??= value('href');
        } else if (name === 'meta' && /^refresh$/i.test(attribs['http-equiv']?.trim() ?? '')) {
          const target = refreshTarget(attribs.content ?? '');
          if (target) links.refresh ??= target;
        } else if (name === 'link') {
          const rels = (attribs.rel ?? '').toLowerCase().split(/\s+/);
          const href = value('href');
          if (href && rels.some((rel) => LOADED_LINK_RELS.has(rel))) links.resources.push(href);
          if (href && rels.includes('canonical')) links.canonical ??= href;
        }
        if (name === 'script') links.hasScripts = true;
        for (const key of RESOURCE_ATTRIBUTES[name] ?? []) {
          const src = value(key);
          if (src && (name !== 'input' || /^image$/i.test(attribs.type ?? ''))) {
            links.resources.push(src);
          }
        }
        const srcset = name === 'img' || name === 'source' ? value('srcset') : undefined;
        if (srcset) links.resources.push(...srcsetUrls(srcset));
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { ...links, shape: shape.shape() };
}

/** <loc> values of a sitemap or sitemap index, and which of the two it is. */
export function parseSitemap(xml: string): { index: boolean; locs: string[] } {
  const locs = [...xml.matchAll(/<loc>\s*(?:<!\[CDATA\[)?([\s\S]*?)(?:\]\]>)?\s*<\/loc>/gi)].map(
    (m) => decodeEntities(m[1]!.trim()),
  );
  return { index: /<sitemapindex\b/i.test(xml), locs };
}
