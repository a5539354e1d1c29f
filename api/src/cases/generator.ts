import type { CaseStep } from '@vigil/contract';

/**
 * Builds the generated cases of a site from the HTML of its pages (server.md §4.4): a form to
 * fill, the main navigation and the primary call to action, each at most once. Pure: the job
 * reads the pages, this decides. HTML is read with tolerant patterns (no DOM), enough for the
 * markup of a page's first screen; selectors prefer ids, test ids, names and hrefs, which survive
 * restyling, over positions and classes.
 */

export type GeneratedKey = 'form' | 'navigation' | 'cta';

export interface GeneratedCase {
  key: GeneratedKey;
  title: string;
  steps: CaseStep[];
}

export interface PageSource {
  url: string;
  html: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
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

function attr(tag: string, name: string): string | undefined {
  const match = new RegExp(
    `[\\s/]${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=[\\s/>])`,
    'i',
  ).exec(tag);
  if (!match) return undefined;
  return decode((match[1] ?? match[2] ?? match[3] ?? '').trim());
}

const textOf = (html: string) =>
  decode(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** A CSS string literal. */
const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** The most stable selector of an element: id, test id, name, then what the caller adds. */
function stableSelector(tagName: string, tag: string): string | null {
  const id = attr(tag, 'id');
  if (id) return /^[A-Za-z][\w-]*$/.test(id) ? `#${id}` : `[id=${quoted(id)}]`;
  const testId = attr(tag, 'data-testid') ?? attr(tag, 'data-test');
  if (testId) return `[data-testid=${quoted(testId)}]`;
  const name = attr(tag, 'name');
  if (name) return `${tagName}[name=${quoted(name)}]`;
  return null;
}

/** The document without comments, scripts, styles and templates. */
const clean = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, '');

/** Elements `<name …>…</name>` (not nested in themselves) with their opening tag and inner HTML. */
function elements(html: string, name: string) {
  const found: { tag: string; inner: string; index: number }[] = [];
  const pattern = new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)<\\/${name}\\s*>`, 'gi');
  for (const match of html.matchAll(pattern)) {
    const tag = /^<[^>]*>/.exec(match[0])![0];
    found.push({ tag, inner: match[1] ?? '', index: match.index });
  }
  return found;
}

const step = (action: CaseStep['action'], assertion: CaseStep['assertion'] = null): CaseStep => ({
  action,
  assertion,
});

const navigate = (url: string) =>
  step(
    { type: 'navigate', selector: null, value: url },
    { type: 'exists', selector: 'body', value: null },
  );

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}` || '/';
};

/** A sample value per input type (and a few well-known names), so validation accepts it. */
export function sampleValue(type: string, name = ''): string {
  const hint = `${type} ${name}`.toLowerCase();
  if (type === 'email' || /e-?mail/.test(hint)) return 'jane.doe@example.com';
  if (type === 'tel' || /phone|tel\b|mobile/.test(hint)) return '+1 555 010 0199';
  if (type === 'number' || type === 'range') return '3';
  if (type === 'url' || /website|url/.test(hint)) return 'https://example.com';
  if (type === 'date') return '2030-01-15';
  if (type === 'datetime-local') return '2030-01-15T10:30';
  if (type === 'time') return '10:30';
  if (type === 'month') return '2030-01';
  if (type === 'week') return '2030-W03';
  if (type === 'color') return '#3366ff';
  if (type === 'password') return 'Vigil-Test-2030!';
  if (type === 'search') return 'vigil';
  if (type === 'textarea') return 'Hello from Vigil, this is an automated test message.';
  if (/first/.test(hint)) return 'Jane';
  if (/last|surname/.test(hint)) return 'Doe';
  if (/name/.test(hint)) return 'Jane Doe';
  if (/zip|postal/.test(hint)) return '10001';
  if (/city/.test(hint)) return 'New York';
  if (/company|organi[sz]ation/.test(hint)) return 'Example Inc.';
  return 'Vigil test';
}

const SKIPPED_INPUTS = new Set(['hidden', 'submit', 'button', 'image', 'reset', 'file']);

/** Fill every field of the first usable form, then submit it. */
function formCase(page: PageSource): GeneratedCase | null {
  const html = clean(page.html);
  for (const form of elements(html, 'form')) {
    const formSelector =
      stableSelector('form', form.tag) ??
      (attr(form.tag, 'action') ? `form[action=${quoted(attr(form.tag, 'action')!)}]` : 'form');
    const within = (selector: string | null, fallback: string) =>
      selector && selector.startsWith('#') ? selector : `${formSelector} ${selector ?? fallback}`;
    const steps: CaseStep[] = [];
    const fields = form.inner.matchAll(
      /<(textarea|select)\b[^>]*>([\s\S]*?)<\/\1\s*>|<(input)\b[^>]*>/gi,
    );
    let position = 0;
    for (const field of fields) {
      const tagName = (field[1] ?? field[3] ?? 'input').toLowerCase();
      const tag = /^<[^>]*>/.exec(field[0])![0];
      if (attr(tag, 'disabled') !== undefined || attr(tag, 'readonly') !== undefined) continue;
      const type = tagName === 'input' ? (attr(tag, 'type') ?? 'text').toLowerCase() : tagName;
      if (SKIPPED_INPUTS.has(type)) continue;
      position += 1;
      const label = attr(tag, 'aria-label') ?? attr(tag, 'placeholder');
      const selector = within(
        stableSelector(tagName, tag) ??
          (label
            ? `${tagName}[${attr(tag, 'aria-label') ? 'aria-label' : 'placeholder'}=${quoted(label)}]`
            : null),
        `${tagName}:nth-of-type(${position})`,
      );
      if (type === 'checkbox' || type === 'radio') {
        steps.push(
          step(
            { type: 'click', selector, value: null },
            { type: 'exists', selector: `${selector}:checked`, value: null },
          ),
        );
        continue;
      }
      let value = sampleValue(type, attr(tag, 'name') ?? attr(tag, 'id') ?? label ?? '');
      if (tagName === 'select') {
        const options = [...(field[2] ?? '').matchAll(/<option\b[^>]*>([\s\S]*?)(?=<option\b|$)/gi)]
          .map((option) => {
            const optionTag = /^<[^>]*>/.exec(option[0])![0];
            return attr(optionTag, 'value') ?? textOf(option[1] ?? '');
          })
          .filter((option) => option !== '');
        if (options.length === 0) continue;
        value = options[0]!;
      }
      steps.push(
        step({ type: 'change', selector, value }, { type: 'visible', selector, value: null }),
      );
    }
    if (steps.length === 0) continue;
    const submitTag =
      /<(?:button|input)\b[^>]*\btype\s*=\s*["']?submit["']?[^>]*>/i.exec(form.inner)?.[0] ??
      /<button\b(?![^>]*\btype\s*=\s*["']?(?:button|reset)\b)[^>]*>/i.exec(form.inner)?.[0];
    const submitName = submitTag ? /^<(\w+)/.exec(submitTag)![1]!.toLowerCase() : 'button';
    const submit = within(
      submitTag ? stableSelector(submitName, submitTag) : null,
      !submitTag
        ? '[type="submit"]'
        : /\btype\s*=\s*["']?submit/i.test(submitTag)
          ? `${submitName}[type="submit"]`
          : submitName,
    );
    steps.push(
      step(
        { type: 'click', selector: submit, value: null },
        { type: 'exists', selector: 'body', value: null },
      ),
    );
    return {
      key: 'form',
      title: `Fill and submit the form on ${pathOf(page.url)}`,
      steps: [navigate(page.url), ...steps],
    };
  }
  return null;
}

/** Links of an element's HTML: href as written, resolved URL, text. */
function linksOf(html: string, pageUrl: string) {
  const links: { href: string; url: string; text: string; tag: string; index: number }[] = [];
  for (const match of html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a\s*>/gi)) {
    const tag = /^<[^>]*>/.exec(match[0])![0];
    const href = attr(tag, 'href');
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
function navigationCase(page: PageSource): GeneratedCase | null {
  const html = clean(page.html);
  const nav =
    elements(html, 'nav')[0] ??
    elements(html, 'header')[0] ??
    elements(html, 'ul').find((list) => /\brole\s*=\s*["']?navigation/i.test(list.tag));
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
        { type: 'click', selector, value: null },
        { type: 'match', selector: null, value: link.url },
      ),
    );
    if (steps.length >= 8) break;
  }
  if (steps.length < 2) return null;
  return { key: 'navigation', title: 'Follow the main navigation', steps };
}

const CTA_WORDS =
  /\b(get started|start|sign ?up|register|try|buy|order|book|subscribe|join|download|contact|demo|free|request|shop)\b/i;

/**
 * The most prominent link or button of the first screen: outside navigation, forms and footer,
 * scored by button-like classes and call-to-action wording, earlier ones first on a tie.
 */
function ctaCase(page: PageSource): GeneratedCase | null {
  const html = clean(page.html)
    .replace(/<(nav|form|footer)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/^[\s\S]*?<body\b[^>]*>/i, '');
  const firstScreen = html.slice(0, 6000);
  let best: { score: number; selector: string; text: string; url: string | null } | null = null;
  const candidates = firstScreen.matchAll(/<(a|button)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi);
  for (const match of candidates) {
    const tagName = match[1]!.toLowerCase();
    const tag = /^<[^>]*>/.exec(match[0])![0];
    const text = textOf(match[2] ?? '') || attr(tag, 'aria-label') || '';
    const classes = `${attr(tag, 'class') ?? ''} ${attr(tag, 'id') ?? ''} ${attr(tag, 'role') ?? ''}`;
    let score = 0;
    if (/\b(cta|primary|hero)/i.test(classes)) score += 3;
    if (/\b(btn|button)/i.test(classes) || tagName === 'button') score += 2;
    if (CTA_WORDS.test(text)) score += 2;
    if (score < 2 || !text) continue;
    let url: string | null = null;
    const href = attr(tag, 'href');
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
    if (!best || score > best.score) best = { score, selector, text, url };
  }
  if (!best) return null;
  return {
    key: 'cta',
    title: `Primary call to action: ${best.text.slice(0, 80)}`,
    steps: [
      navigate(page.url),
      step(
        { type: 'click', selector: best.selector, value: null },
        best.url
          ? { type: 'match', selector: null, value: best.url }
          : { type: 'visible', selector: 'body', value: null },
      ),
    ],
  };
}

/** Up to 3 cases: the first page (in the given order, root first) that offers each one. */
export function generateCases(pages: PageSource[]): GeneratedCase[] {
  const pick = (build: (page: PageSource) => GeneratedCase | null) => {
    for (const page of pages) {
      const built = build(page);
      if (built) return built;
    }
    return null;
  };
  return [pick(formCase), pick(navigationCase), pick(ctaCase)].filter(
    (built): built is GeneratedCase => built !== null,
  );
}
