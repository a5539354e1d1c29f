/**
 * Tolerant reading of HTML without a DOM, shared by the crawler (links, sitemaps) and case
 * generation (forms, navigation, calls to action). Patterns, not a parser: enough for the markup
 * of a page's first screen and its links, and safe on any input (never throws).
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Named and numeric character references; an out-of-range code point is kept as written. */
export const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/** An attribute of an opening tag, decoded and trimmed; `''` for a bare boolean attribute. */
export function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(
    `[\\s/]${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=[\\s/>])`,
    'i',
  ).exec(tag);
  if (!match) return undefined;
  return decodeEntities((match[1] ?? match[2] ?? match[3] ?? '').trim());
}

/** The visible text of an HTML fragment, whitespace collapsed. */
export const textOf = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** The document without comments, scripts, styles and templates. */
export const withoutNoise = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, '');

/** The opening tag `<x …>` at the start of an element's HTML. */
export const openingTag = (element: string) => /^<[^>]*>/.exec(element)?.[0] ?? '';

/** Elements `<name …>…</name>` (not nested in themselves) with their opening tag and inner HTML. */
export function elementsNamed(html: string, name: string) {
  const found: { tag: string; inner: string; index: number }[] = [];
  const pattern = new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)<\\/${name}\\s*>`, 'gi');
  for (const match of html.matchAll(pattern)) {
    found.push({ tag: openingTag(match[0]), inner: match[1] ?? '', index: match.index });
  }
  return found;
}
