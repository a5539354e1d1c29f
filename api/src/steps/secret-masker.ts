import { decoder, type Unit } from './decoded-units';
import type { SecretValues } from './secrets';

/** How many bytes of the value's UTF-8 are matched once `unit` follows the first `matched`. */
function matchedBy(unit: Unit, target: Buffer, matched: number): number {
  // A byte or an ASCII character is one byte: most units stop here.
  if (unit.byte || unit.code < 0x80) return target[matched] === unit.code ? matched + 1 : -1;
  const bytes = Buffer.from(String.fromCodePoint(unit.code), 'utf8');
  const end = matched + bytes.length;
  if (end > target.length) return -1;
  return bytes.equals(target.subarray(matched, end)) ? end : -1;
}

/**
 * Where the longest run of the text from `start` that decodes to the target ends, or -1. A
 * breadth-first walk over the bytes matched so far: a position may be reached several ways (`+`
 * is a plus or a space, `%2521` is `%21` or `!`), and no way is dropped.
 */
function matchEnd(unitsAt: (i: number) => Unit[], start: number, target: Buffer): number {
  const reached = new Map<number, Set<number>>();
  const reach = (matched: number, position: number) => {
    let positions = reached.get(matched);
    if (!positions) reached.set(matched, (positions = new Set()));
    positions.add(position);
  };
  for (const unit of unitsAt(start)) {
    const end = matchedBy(unit, target, 0);
    if (end > 0) reach(end, unit.next);
  }
  // Almost every position fails on its first unit: nothing is walked for it.
  for (let matched = 1; matched < target.length && reached.size > 0; matched += 1) {
    const positions = reached.get(matched);
    reached.delete(matched);
    for (const position of positions ?? [])
      for (const unit of unitsAt(position)) {
        const end = matchedBy(unit, target, matched);
        if (end > 0) reach(end, unit.next);
      }
  }
  const ends = reached.get(target.length);
  return ends ? Math.max(...ends) : -1;
}

/** Where a value may begin: at an escape (decoded-units.ts), or at its own first byte. */
function mayStart(text: string, i: number, firsts: Set<number>) {
  const code = text.charCodeAt(i);
  if (code < 0x80) return firsts.has(code) || '%+&\\'.includes(text[i]!);
  return firsts.has(Buffer.from(String.fromCodePoint(text.codePointAt(i)!))[0]!);
}

/**
 * Replaces every secret value in a text meant to be kept or shown (an error, a console line, a
 * URL) by its `{{NAME}}`, in whatever form the text carries it: raw (Playwright's messages quote
 * what was typed or expected), percent- or form-encoded in a URL's path, query, fragment or user
 * info (browsers escape `!'()~` where encodeURIComponent does not; hex in either case; some
 * characters escaped and not others; UTF-8 or ISO-8859-1), as HTML references or JSON escapes,
 * and nested up to three layers (decoded-units.ts). Only the run that decodes to the value is
 * replaced, so a URL keeps its other parts. The longest value is tried first at each position,
 * so a value containing another is masked whole, and a `{{NAME}}` written is never read again.
 *
 * With `limit`, answers the first `limit` characters of the masked text, reading no more of the
 * text than they need: a text is masked before it is cut (a cut would leave part of a value the
 * masker no longer recognises), and a page's megabyte console line costs no more than a short one.
 */
export function secretMasker(secrets: SecretValues): (text: string, limit?: number) => string {
  const entries = [...secrets]
    .filter(([, value]) => value.length > 0)
    .sort(([, a], [, b]) => b.length - a.length)
    .map(([name, value]) => ({ placeholder: `{{${name}}}`, target: Buffer.from(value, 'utf8') }));
  if (entries.length === 0) return (text, limit) => text.slice(0, limit);
  const firsts = new Set(entries.map((entry) => entry.target[0]!));
  return (text, limit = Infinity) => {
    let masked = '';
    let copied = 0;
    for (let i = 0; i < text.length && masked.length + (i - copied) < limit;) {
      let end = -1;
      let placeholder = '';
      if (mayStart(text, i, firsts)) {
        // A decoder per position: what it remembers is short-lived (a long text's escapes would
        // otherwise all be kept to the end, for the garbage collector to walk again and again).
        const { unitsAt } = decoder(text);
        for (const entry of entries) {
          ({ placeholder } = entry);
          end = matchEnd(unitsAt, i, entry.target);
          if (end > i) break;
        }
      }
      if (end > i) {
        masked += text.slice(copied, i) + placeholder;
        i = copied = end;
      } else i += 1;
    }
    return (masked + text.slice(copied, copied + limit)).slice(0, limit);
  };
}
