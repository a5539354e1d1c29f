/**
 * What changes on every visit of an unchanged page, replaced by placeholders before two page
 * sources are compared: per-request tokens (nonces, CSRF), build hashes in asset names and
 * timestamps. Anything else that differs is a change.
 */

/** Attributes whose value is per request or per build by design. */
const NOISY_ATTRIBUTES = new Set(['nonce', 'integrity', 'data-csrf', 'data-csrf-token']);
/** Fields (by name or id) that carry a per-session token in their value or content. */
const TOKEN_FIELD = /csrf|xsrf|authenticity|requestverification|nonce|token/i;

const PATTERNS: [RegExp, string][] = [
  // 2026-11-25T10:00:00Z, 2026-11-25 10:00:00.123+01:00
  [/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?/g, '[time]'],
  // 10:42:07 (clocks), Unix epoch seconds or milliseconds
  [/\b\d{1,2}:\d{2}:\d{2}\b/g, '[time]'],
  [/\b1\d{9}(?:\d{3})?\b/g, '[time]'],
  // app.3f9a2c1b.js, main-8d7e6f5a4b3c.css, ?v=3f9a2c1b
  [/([.\-_~=])[0-9a-f]{8,}(?=[.\-_/&"']|$)/gi, '$1[hash]'],
  // long opaque tokens (base64, hex)
  [/[A-Za-z0-9+/_-]{32,}={0,2}/g, '[token]'],
];

export function withoutNoise(text: string): string {
  let out = text;
  for (const [pattern, placeholder] of PATTERNS) out = out.replace(pattern, placeholder);
  return out.replace(/\s+/g, ' ').trim();
}

/** The attributes worth comparing, noise removed, in a stable order. */
export function comparableAttributes(attributes: Record<string, string>): [string, string][] {
  const tokenField = TOKEN_FIELD.test(`${attributes.name ?? ''} ${attributes.id ?? ''}`);
  return Object.entries(attributes)
    .filter(([name]) => !NOISY_ATTRIBUTES.has(name))
    .map(([name, value]): [string, string] => [
      name,
      tokenField && (name === 'value' || name === 'content') ? '[token]' : withoutNoise(value),
    ])
    .sort(([a], [b]) => a.localeCompare(b));
}
