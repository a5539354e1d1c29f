import type { Token } from './tokenize';

// How a Playwright file's tokens group: statements, and the `test(…)` blocks holding them.

/** A statement's tokens, or a block the file opens (`test(…, async ({ page }) => {`). */
export interface Statement {
  tokens: Token[];
}

/**
 * Splits tokens into statements: at `;`, or at a line break outside brackets unless the next
 * line continues a chain (`.click()`) — how Prettier wraps a long Playwright line.
 */
export function statements(tokens: Token[], from: number, to: number, max = Infinity): Statement[] {
  const list: Statement[] = [];
  let current: Token[] = [];
  let depth = 0;
  const end = () => {
    if (current.length > 0) list.push({ tokens: current });
    current = [];
  };
  for (let index = from; index < to && list.length < max; index++) {
    const token = tokens[index]!;
    const continues =
      token.value === '.' ||
      ['.', ',', '(', '=>', '&&', '||', '='].includes(current.at(-1)?.value ?? '');
    if (depth === 0 && token.newlineBefore && !continues && token.kind !== 'str') end();
    current.push(token);
    if (token.kind === 'punct' && '([{'.includes(token.value)) depth += 1;
    if (token.kind === 'punct' && ')]}'.includes(token.value)) depth -= 1;
    if (depth === 0 && token.kind === 'punct' && token.value === ';') end();
  }
  end();
  return list;
}

/** How deep brackets may nest: a real test nests a handful; a deeper file is refused (issue 42). */
export const MAX_NESTING = 32;

/** A file the importer refuses as a whole (at `line`), where a line it cannot read is listed. */
export class PlaywrightFileError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

const OPENERS = new Set(['(', '[', '{']);
const CLOSERS = new Set([')', ']', '}']);

/**
 * For each token, the index after the bracket that closes it (after the token itself when it
 * opens none; the end of the file when it is never closed), found in one pass with a stack.
 * Scanning to the matching bracket at every nesting level made nested blocks quadratic: a
 * 48 KB file of nested `test.describe`s took 12 s (issue 42). Any closer closes the innermost
 * opener, whatever its kind, as counting depth did before. Refuses nesting over MAX_NESTING.
 */
export function bracketEnds(tokens: Token[]): Int32Array {
  const ends = new Int32Array(tokens.length);
  const open: number[] = [];
  tokens.forEach((token, index) => {
    ends[index] = index + 1;
    if (token.kind !== 'punct') return;
    if (OPENERS.has(token.value)) {
      ends[index] = tokens.length;
      open.push(index);
      if (open.length > MAX_NESTING)
        throw new PlaywrightFileError(
          token.line,
          `the file nests brackets more than ${MAX_NESTING} deep`,
        );
    } else if (CLOSERS.has(token.value)) {
      const opener = open.pop();
      if (opener !== undefined) ends[opener] = index + 1;
    }
  });
  return ends;
}

/** The index after the bracket that closes the one at `open` (`ends` from bracketEnds). */
export const closing = (ends: Int32Array, open: number): number => ends[open] ?? ends.length;

/**
 * `test('title', async ({ page }) => { … })` and `test.describe` / `test.beforeEach` alike: the
 * title (when the first argument is a string) and the token range of the body, else null.
 */
export function testBlock(tokens: Token[], ends: Int32Array, at: number) {
  if (tokens[at]?.value !== 'test' || tokens[at]!.kind !== 'id') return null;
  let index = at + 1;
  const kinds: string[] = [];
  while (tokens[index]?.value === '.' && tokens[index + 1]?.kind === 'id') {
    kinds.push(tokens[index + 1]!.value);
    index += 2;
  }
  if (tokens[index]?.value !== '(') return null;
  const end = closing(ends, index);
  const title = tokens[index + 1]?.kind === 'str' ? tokens[index + 1]!.value : null;
  let body = index + 1;
  while (body < end && tokens[body]!.value !== '{') body += 1;
  // The `{ page }` of the fixtures is not the body: the body's brace follows `=>`.
  while (body < end && !(tokens[body]!.value === '{' && tokens[body - 1]?.value === '=>'))
    body += 1;
  if (body >= end) return null;
  let after = end;
  if (tokens[after]?.value === ';') after += 1;
  return { kind: kinds[0] ?? 'test', title, from: body + 1, to: closing(ends, body) - 1, after };
}
