/**
 * What a text may spell at each position once its escapes are decoded, for the secret masker:
 * a value typed into a page comes back in URLs, console lines and errors written many ways
 * (`%21` or `%21` lowercase, `+` for a space, `&#39;`, `\u0021`, some characters escaped and
 * others not, a URL inside a URL's parameter encoded twice). Rather than list every encoder, the
 * masker reads the text through this grammar and looks for the value in what it decodes to.
 */

/** One decoded character: a code point, or a single byte of a percent-encoded UTF-8 sequence. */
export interface Unit {
  code: number;
  byte: boolean;
  /** Where the text goes on after it. */
  next: number;
}

/**
 * Escapes inside escapes: a redirect's `next=` parameter carries the first URL encoded again
 * (`%2521` for `!`), an HTML attribute holds a percent-encoded URL. Three layers cover those.
 */
const MAX_DEPTH = 3;

/** Every escape begins with one of these, so any other character only spells itself. */
const OPENERS = new Set(['%', '+', '&', '\\']);

/** HTML's named references of ASCII punctuation (what entity encoders emit) and the usual five. */
const ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', excl: '!', num: '#',
  dollar: '$', percnt: '%', lpar: '(', rpar: ')', ast: '*', midast: '*', plus: '+', comma: ',',
  period: '.', sol: '/', colon: ':', semi: ';', equals: '=', quest: '?', commat: '@',
  lsqb: '[', lbrack: '[', rsqb: ']', rbrack: ']', bsol: '\\', Hat: '^', lowbar: '_',
  grave: '`', lcub: '{', lbrace: '{', verbar: '|', vert: '|', rcub: '}', rbrace: '}',
}; // prettier-ignore

/** A JSON or JavaScript string's one-character escapes. */
const BACKSLASHED: Record<string, string> = {
  '"': '"', "'": "'", '\\': '\\', '/': '/', n: '\n', r: '\r', t: '\t', b: '\b', f: '\f',
  v: '\v', '0': '\0',
}; // prettier-ignore

const isHex = (ch: string) => /^[0-9a-fA-F]$/.test(ch);
const isEntityChar = (ch: string) => /^[#0-9a-zA-Z]$/.test(ch);
const char = (ch: string, next: number): Unit => ({ code: ch.codePointAt(0)!, byte: false, next });

interface Spelled {
  text: string;
  next: number;
}

/** The decoder of one text: `unitsAt(i)` answers every unit that may begin at `i`. */
export function decoder(text: string) {
  // By position, one per depth: only escapes are kept (any other character spells itself).
  const memo = new Map<number, Unit[][]>();

  const literal = (i: number): Unit[] => {
    if (i >= text.length) return [];
    const code = text.codePointAt(i)!;
    return [{ code, byte: false, next: i + (code > 0xffff ? 2 : 1) }];
  };

  function units(i: number, depth: number): Unit[] {
    if (depth === 0 || !OPENERS.has(text[i] ?? '')) return literal(i);
    let byDepth = memo.get(i);
    if (!byDepth) memo.set(i, (byDepth = []));
    return (byDepth[depth] ??= unique([...literal(i), ...escapes(i, depth - 1)]));
  }

  /** The ASCII characters that may begin at `i`, each itself decoded up to `depth` layers. */
  const ascii = (i: number, depth: number): Spelled[] =>
    units(i, depth)
      .filter((unit) => unit.code < 0x80)
      .map((unit) => ({ text: String.fromCharCode(unit.code), next: unit.next }));

  /** Every way to read 1 to `max` characters that `accept` takes, from `i`. */
  function spell(i: number, depth: number, max: number, accept: (ch: string) => boolean) {
    const out: Spelled[] = [];
    for (const first of ascii(i, depth)) {
      if (!accept(first.text)) continue;
      out.push(first);
      if (max > 1)
        for (const rest of spell(first.next, depth, max - 1, accept))
          out.push({ text: first.text + rest.text, next: rest.next });
    }
    return out;
  }
  const exactly = (i: number, depth: number, length: number, accept: (ch: string) => boolean) =>
    spell(i, depth, length, accept).filter((read) => read.text.length === length);
  const after = (read: Spelled, depth: number, ch: string) =>
    ascii(read.next, depth).filter((next) => next.text === ch);

  /** `%uXXXX` and `\uXXXX`: a UTF-16 unit, a high surrogate joined with the low one after it. */
  function utf16(i: number, depth: number, opener: string): Unit[] {
    const out: Unit[] = [];
    for (const hex of exactly(i, depth, 4, isHex)) {
      const high = parseInt(hex.text, 16);
      if (high < 0xd800 || high > 0xdfff) out.push(char(String.fromCharCode(high), hex.next));
      if (high < 0xd800 || high > 0xdbff) continue;
      for (const slash of after(hex, depth, opener))
        for (const u of after(slash, depth, 'u'))
          for (const low of exactly(u.next, depth, 4, isHex)) {
            const lowUnit = parseInt(low.text, 16);
            if (lowUnit >= 0xdc00 && lowUnit <= 0xdfff)
              out.push(char(String.fromCharCode(high, lowUnit), low.next));
          }
    }
    return out;
  }

  /**
   * `%XX`: a byte of UTF-8, or (`%E9` for `é`) a character of ISO-8859-1, as a form of a page in
   * that charset and escape() write it.
   */
  function percent(i: number, depth: number): Unit[] {
    const bytes = exactly(i, depth, 2, isHex).flatMap((hex) => {
      const code = parseInt(hex.text, 16);
      const unit = { code, byte: true, next: hex.next };
      return code < 0x80 ? [unit] : [unit, { ...unit, byte: false }];
    });
    const wide = ascii(i, depth).filter((u) => u.text === 'u' || u.text === 'U');
    return [...bytes, ...wide.flatMap((u) => utf16(u.next, depth, '%'))];
  }

  function entity(i: number, depth: number): Unit[] {
    const out: Unit[] = [];
    for (const name of spell(i, depth, 10, isEntityChar)) {
      const decoded = /^#[xX]([0-9a-fA-F]{1,6})$/.test(name.text)
        ? parseInt(name.text.slice(2), 16)
        : /^#[0-9]{1,7}$/.test(name.text)
          ? parseInt(name.text.slice(1), 10)
          : ENTITIES[name.text]?.codePointAt(0);
      if (decoded === undefined || decoded > 0x10ffff) continue;
      for (const end of after(name, depth, ';'))
        out.push({ code: decoded, byte: false, next: end.next });
    }
    return out;
  }

  function backslash(i: number, depth: number): Unit[] {
    const out: Unit[] = [];
    for (const next of ascii(i, depth)) {
      const simple = BACKSLASHED[next.text];
      if (simple !== undefined) out.push(char(simple, next.next));
      if (next.text === 'u') out.push(...utf16(next.next, depth, '\\'));
      if (next.text === 'x')
        for (const hex of exactly(next.next, depth, 2, isHex))
          out.push(char(String.fromCharCode(parseInt(hex.text, 16)), hex.next));
    }
    return out;
  }

  /** The escapes beginning at `i`, their own characters read up to `depth` layers deep. */
  function escapes(i: number, depth: number): Unit[] {
    return ascii(i, depth).flatMap((opener) => {
      if (opener.text === '+') return [char(' ', opener.next)];
      if (opener.text === '%') return percent(opener.next, depth);
      if (opener.text === '&') return entity(opener.next, depth);
      if (opener.text === '\\') return backslash(opener.next, depth);
      return [];
    });
  }

  return { unitsAt: (i: number) => units(i, MAX_DEPTH) };
}

function unique(units: Unit[]): Unit[] {
  const seen = new Set<string>();
  return units.filter((unit) => {
    const key = `${unit.code}/${unit.byte}/${unit.next}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
