/**
 * A small tokenizer for the subset of TypeScript a Playwright test is written in: enough to read
 * statements like `await page.getByRole('button', { name: 'Go' }).click();` without running them
 * and without the TypeScript compiler (too big for the browser bundle). Comments are dropped.
 */
export type TokenKind = 'id' | 'str' | 'num' | 'regex' | 'template' | 'punct';

export interface Token {
  kind: TokenKind;
  /** The text: a string's value (unescaped), a regex's source, else the characters as written. */
  value: string;
  /** A regex literal's flags. */
  flags?: string;
  /** 1-based line of the first character. */
  line: number;
  start: number;
  end: number;
  /** A line break between this token and the one before (statements may end there). */
  newlineBefore: boolean;
}

const ESCAPES: Record<string, string> = {
  n: '\n',
  r: '\r',
  t: '\t',
  b: '\b',
  f: '\f',
  v: '\v',
  0: '\0',
};

const CODE_POINT = /\{([0-9a-fA-F]+)\}/y;

/** A UTF-16 surrogate without its other half: no database stores it in JSON (issue 42, item 6). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The string literal at `start` (quote included), unescaped; `end` is after the closing quote. */
function readString(
  source: string,
  start: number,
): { value: string; end: number; template: boolean } {
  const quote = source[start]!;
  let value = '';
  let index = start + 1;
  let template = false;
  while (index < source.length && source[index] !== quote) {
    const char = source[index]!;
    if (quote === '`' && char === '$' && source[index + 1] === '{') template = true;
    if (char !== '\\') {
      value += char;
      index += 1;
      continue;
    }
    const next = source[index + 1] ?? '';
    if (next === 'u' && source[index + 2] === '{') {
      CODE_POINT.lastIndex = index + 2;
      const hex = CODE_POINT.exec(source)?.[1];
      const code = hex === undefined ? NaN : parseInt(hex, 16);
      // Not a code point (`\u{zz}`, unclosed, over U+10FFFF): the letter, as for an unknown
      // escape, rather than a RangeError (a 500) or a search for `}` to the end of the file.
      const valid = code <= 0x10ffff;
      value += valid ? String.fromCodePoint(code) : next;
      index = valid ? CODE_POINT.lastIndex : index + 2;
    } else if (next === 'u' || next === 'x') {
      const length = next === 'u' ? 4 : 2;
      value += String.fromCharCode(parseInt(source.slice(index + 2, index + 2 + length), 16));
      index += 2 + length;
    } else if (next === '\r' || next === '\n' || next === '\u2028' || next === '\u2029') {
      // A line continuation: no character.
      index += next === '\r' && source[index + 2] === '\n' ? 3 : 2;
    } else {
      value += ESCAPES[next] ?? next;
      index += 2;
    }
  }
  // `'\ud800'` spells half a character: read as U+FFFD, as the API reads such text anywhere.
  return { value: value.replace(LONE_SURROGATE, '\uFFFD'), end: index + 1, template };
}

/**
 * Where a regex literal at `start` ends (after its flags), honouring classes and escapes; null
 * when the line ends first. A scan that reaches the line's end marks the places it passed (in a
 * class or not) in `deadEnds`, and a later scan reaching one stops there: it would end the same
 * way. Rescanning the rest of the line at every `/` made a line of them quadratic (60 KB: 5 s).
 */
function readRegex(source: string, start: number, deadEnds: Uint8Array) {
  let index = start + 1;
  let inClass = false;
  const passed: number[] = [];
  while (index < source.length) {
    const state = inClass ? 2 : 1;
    const char = source[index]!;
    if (char === '\n' || (deadEnds[index]! & state) !== 0) {
      for (const at of passed) deadEnds[at >> 2]! |= at & 3;
      return null;
    }
    passed.push(index * 4 + state);
    if (char === '\\') index += 1;
    else if (char === '[') inClass = true;
    else if (char === ']') inClass = false;
    else if (char === '/' && !inClass) break;
    index += 1;
  }
  const body = source.slice(start + 1, index);
  const flags = /^[a-z]*/.exec(source.slice(index + 1))![0];
  return { body, flags, end: index + 1 + flags.length };
}

// After these a `/` divides; anywhere else it starts a regex literal.
const ENDS_VALUE = new Set([')', ']', '}']);
const PUNCT = ['=>', '...', '?.', '===', '!==', '==', '!=', '&&', '||', '??'];

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const deadEnds = new Uint8Array(source.length);
  let index = 0;
  let line = 1;
  let newline = false;
  const lineAt = (from: number, to: number) => {
    for (let at = from; at < to; at++) if (source[at] === '\n') line += 1;
  };
  // Completed in place: spreading every token into a new object was most of a long file's time.
  const push = (fields: Omit<Token, 'line' | 'newlineBefore'>) => {
    const token = fields as Token;
    token.line = line;
    token.newlineBefore = newline;
    tokens.push(token);
    newline = false;
  };
  while (index < source.length) {
    const char = source[index]!;
    if (char === '\n') {
      line += 1;
      newline = true;
      index += 1;
    } else if (/\s/.test(char)) {
      index += 1;
    } else if (source.startsWith('//', index)) {
      const end = source.indexOf('\n', index);
      index = end === -1 ? source.length : end;
    } else if (source.startsWith('/*', index)) {
      const end = source.indexOf('*/', index + 2);
      const stop = end === -1 ? source.length : end + 2;
      if (source.slice(index, stop).includes('\n')) newline = true;
      lineAt(index, stop);
      index = stop;
    } else if (char === '"' || char === "'" || char === '`') {
      const read = readString(source, index);
      push({
        kind: read.template ? 'template' : 'str',
        value: read.value,
        start: index,
        end: read.end,
      });
      lineAt(index, read.end);
      index = read.end;
    } else if (/[A-Za-z_$]/.test(char)) {
      const word = /^[\w$]+/.exec(source.slice(index))![0];
      push({ kind: 'id', value: word, start: index, end: index + word.length });
      index += word.length;
    } else if (/\d/.test(char)) {
      const number = /^\d[\d_]*(\.\d+)?/.exec(source.slice(index))![0];
      push({
        kind: 'num',
        value: number.replace(/_/g, ''),
        start: index,
        end: index + number.length,
      });
      index += number.length;
    } else {
      const previous = tokens.at(-1);
      const divides =
        previous !== undefined &&
        (['str', 'num', 'regex', 'template'].includes(previous.kind) ||
          (previous.kind === 'id' &&
            !['return', 'await', 'typeof', 'case'].includes(previous.value)) ||
          ENDS_VALUE.has(previous.value));
      const regex = char === '/' && !divides ? readRegex(source, index, deadEnds) : null;
      if (regex) {
        push({
          kind: 'regex',
          value: regex.body,
          flags: regex.flags,
          start: index,
          end: regex.end,
        });
        index = regex.end;
        continue;
      }
      const punct = PUNCT.find((candidate) => source.startsWith(candidate, index)) ?? char;
      push({ kind: 'punct', value: punct, start: index, end: index + punct.length });
      index += punct.length;
    }
  }
  return tokens;
}
