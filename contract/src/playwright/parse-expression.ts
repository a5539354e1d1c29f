import type { Token } from './tokenize';

/**
 * The values a Playwright statement is built from: literals, `{ key: value }` options, call
 * chains (`page.getByRole('button').click()`, `expect(x).not.toBeVisible()`) and the one arrow
 * function the exporter writes (`(url) => url.href.includes('…')`). Anything else fails to parse,
 * and the statement is listed as unsupported.
 */
export type Value =
  | { kind: 'str'; value: string }
  | { kind: 'num'; value: number }
  | { kind: 'bool'; value: boolean }
  | { kind: 'regex'; source: string; flags: string }
  | { kind: 'object'; entries: Record<string, Value> }
  | { kind: 'chain'; root: string; links: Link[] }
  | { kind: 'includes'; value: string };
/** `.name` (a property) or `.name(args)` (a call); the root's own call has name ''. */
export interface Link {
  name: string;
  args: Value[] | null;
}

export class Unsupported extends Error {}

/** Parses `tokens` as one value, all of them; throws Unsupported otherwise. */
export function parseWhole(tokens: Token[]): Value {
  let at = 0;
  const peek = (offset = 0) => tokens[at + offset];
  const is = (value: string, offset = 0) => {
    const token = peek(offset);
    return token !== undefined && token.kind !== 'str' && token.value === value;
  };
  const expect = (value: string) => {
    if (!is(value)) throw new Unsupported(`expected ${value}`);
    at += 1;
  };

  function args(): Value[] {
    expect('(');
    const list: Value[] = [];
    while (!is(')')) {
      list.push(value());
      if (!is(')')) expect(',');
    }
    expect(')');
    return list;
  }

  function object(): Value {
    expect('{');
    const entries: Record<string, Value> = {};
    while (!is('}')) {
      const key = peek();
      if (!key || (key.kind !== 'id' && key.kind !== 'str')) throw new Unsupported('object key');
      at += 1;
      expect(':');
      entries[key.value] = value();
      if (!is('}')) expect(',');
    }
    expect('}');
    return { kind: 'object', entries };
  }

  function chain(root: string): Value {
    const links: Link[] = [];
    if (is('(')) links.push({ name: '', args: args() });
    while (is('.')) {
      at += 1;
      const name = peek();
      if (!name || name.kind !== 'id') throw new Unsupported('property name');
      at += 1;
      links.push({ name: name.value, args: is('(') ? args() : null });
    }
    return { kind: 'chain', root, links };
  }

  // `(url) => url.href.includes("…")`, as the exporter writes "the address contains".
  function includesArrow(): Value {
    const param = peek(1)?.value;
    for (const part of ['(', param, ')', '=>', param, '.', 'href', '.', 'includes', '('])
      expect(part!);
    const text = peek();
    if (text?.kind !== 'str') throw new Unsupported('includes text');
    at += 1;
    expect(')');
    return { kind: 'includes', value: text.value };
  }

  function value(): Value {
    const token = peek();
    if (!token) throw new Unsupported('end of statement');
    if (token.kind === 'str') {
      at += 1;
      return { kind: 'str', value: token.value };
    }
    if (token.kind === 'num') {
      at += 1;
      return { kind: 'num', value: Number(token.value) };
    }
    if (token.kind === 'regex') {
      at += 1;
      return { kind: 'regex', source: token.value, flags: token.flags ?? '' };
    }
    if (is('-') && peek(1)?.kind === 'num') {
      at += 2;
      return { kind: 'num', value: -Number(tokens[at - 1]!.value) };
    }
    if (is('{')) return object();
    if (is('(')) return includesArrow();
    if (token.kind !== 'id') throw new Unsupported(token.value);
    if (token.value === 'true' || token.value === 'false') {
      at += 1;
      return { kind: 'bool', value: token.value === 'true' };
    }
    if (token.value === 'new' && is('RegExp', 1)) {
      at += 2;
      const [source, flags, ...rest] = args();
      if (source?.kind !== 'str' || rest.length > 0) throw new Unsupported('new RegExp');
      if (flags && flags.kind !== 'str') throw new Unsupported('new RegExp flags');
      return { kind: 'regex', source: source.value, flags: flags?.value ?? '' };
    }
    at += 1;
    return chain(token.value);
  }

  if (is('await')) at += 1;
  const parsed = value();
  if (is(';')) at += 1;
  if (at !== tokens.length) throw new Unsupported('more after the statement');
  return parsed;
}
