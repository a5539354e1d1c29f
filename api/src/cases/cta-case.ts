import { attribute, openingTag, textOf, withoutNoise } from '../html/markup';
import { navigate, quoted, stableSelector, step } from './case-steps';
import type { GeneratedCase, PageSource } from './generated-case';

const CTA_WORDS =
  /\b(get started|start|sign ?up|register|try|buy|order|book|subscribe|join|download|contact|demo|free|request|shop)\b/i;

/**
 * The most prominent link or button of the first screen: outside navigation, forms and footer,
 * scored by button-like classes and call-to-action wording, earlier ones first on a tie.
 */
export function ctaCase(page: PageSource): GeneratedCase | null {
  const html = withoutNoise(page.html)
    .replace(/<(nav|form|footer)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/^[\s\S]*?<body\b[^>]*>/i, '');
  const firstScreen = html.slice(0, 6000);
  let best: {
    score: number;
    selector: string;
    text: string;
    role: 'link' | 'button';
    url: string | null;
  } | null = null;
  const candidates = firstScreen.matchAll(/<(a|button)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi);
  for (const match of candidates) {
    const tagName = match[1]!.toLowerCase();
    const tag = openingTag(match[0]);
    const text = textOf(match[2] ?? '') || attribute(tag, 'aria-label') || '';
    const classes = `${attribute(tag, 'class') ?? ''} ${attribute(tag, 'id') ?? ''} ${attribute(tag, 'role') ?? ''}`;
    let score = 0;
    if (/\b(cta|primary|hero)/i.test(classes)) score += 3;
    if (/\b(btn|button)/i.test(classes) || tagName === 'button') score += 2;
    if (CTA_WORDS.test(text)) score += 2;
    if (score < 2 || !text) continue;
    let url: string | null = null;
    const href = attribute(tag, 'href');
    if (tagName === 'a') {
      if (!href || href.startsWith('#') || /^(?:javascript|mailto|tel):/i.test(href)) continue;
      try {
        url = new URL(href, page.url).href;
      } catch {
        continue;
      }
    }
    const selector =
      stableSelector(tagName, tag) ??
      (tagName === 'a' ? `a[href=${quoted(href!)}]` : `button:has-text(${quoted(text)})`);
    const role = tagName === 'a' ? 'link' : 'button';
    if (!best || score > best.score) best = { score, selector, text, role, url };
  }
  if (!best) return null;
  return {
    key: 'cta',
    title: `Primary call to action: ${best.text.slice(0, 80)}`,
    steps: [
      navigate(page.url),
      step(
        {
          type: 'click',
          selector: best.selector,
          value: null,
          locator: { role: best.role, name: best.text },
        },
        best.url
          ? { type: 'match', selector: null, value: best.url }
          : { type: 'visible', selector: 'body', value: null },
      ),
    ],
  };
}
