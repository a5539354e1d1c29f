import type { CaseStep } from '@vigil/contract';
import { attribute, elementsNamed, openingTag, textOf, withoutNoise } from '../html/markup';
import { navigate, quoted, stableSelector, step } from './case-steps';
import type { GeneratedCase, PageSource } from './generated-case';

/** Links of an element's HTML: href as written, resolved URL, text. */
function linksOf(html: string, pageUrl: string) {
  const links: { href: string; url: string; text: string; tag: string; index: number }[] = [];
  for (const match of html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a\s*>/gi)) {
    const tag = openingTag(match[0]);
    const href = attribute(tag, 'href');
    if (!href || href.startsWith('#') || /^(?:javascript|mailto|tel):/i.test(href)) continue;
    let url: URL;
    try {
      url = new URL(href, pageUrl);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    url.hash = '';
    links.push({ href, url: url.href, text: textOf(match[1] ?? ''), tag, index: match.index });
  }
  return links;
}

/** Click each same-site link of the main navigation (at most 4), asserting where it leads. */
export function navigationCase(page: PageSource): GeneratedCase | null {
  const html = withoutNoise(page.html);
  const nav =
    elementsNamed(html, 'nav')[0] ??
    elementsNamed(html, 'header')[0] ??
    elementsNamed(html, 'ul').find((list) => /\brole\s*=\s*["']?navigation/i.test(list.tag));
  if (!nav) return null;
  const origin = new URL(page.url).origin;
  const container = stableSelector('nav', nav.tag) ?? (/^<nav/i.test(nav.tag) ? 'nav' : 'header');
  const seen = new Set<string>([page.url.replace(/\/$/, '')]);
  const steps: CaseStep[] = [];
  for (const link of linksOf(nav.inner, page.url)) {
    if (new URL(link.url).origin !== origin || seen.has(link.url.replace(/\/$/, ''))) continue;
    seen.add(link.url.replace(/\/$/, ''));
    const selector = stableSelector('a', link.tag) ?? `${container} a[href=${quoted(link.href)}]`;
    steps.push(
      navigate(page.url),
      step(
        {
          type: 'click',
          selector,
          value: null,
          // Found by what a visitor reads first; the CSS selector stays as the fallback.
          ...(link.text ? { locator: { role: 'link', name: link.text } } : {}),
        },
        { type: 'match', selector: null, value: link.url },
      ),
    );
    if (steps.length >= 8) break;
  }
  if (steps.length < 2) return null;
  return { key: 'navigation', title: 'Follow the main navigation', steps };
}
