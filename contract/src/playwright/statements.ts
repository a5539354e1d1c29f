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

/** The index after the bracket that closes the one at `open`. */
export function closing(tokens: Token[], open: number): number {
  let depth = 0;
  for (let index = open; index < tokens.length; index++) {
    const value = tokens[index]!.kind === 'punct' ? tokens[index]!.value : '';
    if ('([{'.includes(value) && value) depth += 1;
    if (')]}'.includes(value) && value) depth -= 1;
    if (depth === 0) return index + 1;
  }
  return tokens.length;
}

/**
 * `test('title', async ({ page }) => { … })` and `test.describe` / `test.beforeEach` alike: the
 * title (when the first argument is a string) and the token range of the body, else null.
 */
export function testBlock(tokens: Token[], at: number) {
  if (tokens[at]?.value !== 'test' || tokens[at]!.kind !== 'id') return null;
  let index = at + 1;
  const kinds: string[] = [];
  while (tokens[index]?.value === '.' && tokens[index + 1]?.kind === 'id') {
    kinds.push(tokens[index + 1]!.value);
    index += 2;
  }
  if (tokens[index]?.value !== '(') return null;
  const end = closing(tokens, index);
  const title = tokens[index + 1]?.kind === 'str' ? tokens[index + 1]!.value : null;
  let body = index + 1;
  while (body < end && tokens[body]!.value !== '{') body += 1;
  // The `{ page }` of the fixtures is not the body: the body's brace follows `=>`.
  while (body < end && !(tokens[body]!.value === '{' && tokens[body - 1]?.value === '=>'))
    body += 1;
  if (body >= end) return null;
  let after = end;
  if (tokens[after]?.value === ';') after += 1;
  return { kind: kinds[0] ?? 'test', title, from: body + 1, to: closing(tokens, body) - 1, after };
}
