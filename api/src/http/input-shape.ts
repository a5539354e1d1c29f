import { HttpError } from './errors';

/** Deeper than any body the contract describes; a hostile one may nest a million levels. */
export const MAX_INPUT_DEPTH = 32;

type Walked = { value: unknown; path: string; depth: number };

/** Parsed JSON and query objects are walked; raw bodies (Buffer) are the route's own business. */
const childrenOf = ({ value, path, depth }: Walked): Walked[] =>
  value === null || typeof value !== 'object' || ArrayBuffer.isView(value)
    ? []
    : Object.entries(value as object).map(([key, item]) => ({
        value: item,
        path: `${path}.${key}`,
        depth: depth + 1,
      }));

/**
 * Walks an input part without recursion (a deep one would overflow the stack: a 500), refusing
 * one nested deeper than MAX_INPUT_DEPTH with 400, and returns the path of the first string
 * holding U+0000, if any.
 */
export function inspectInput(value: unknown, part: string): { nulAt: string | null } {
  const pending: Walked[] = [{ value, path: part, depth: 0 }];
  let nulAt: string | null = null;
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (next.depth > MAX_INPUT_DEPTH) {
      const message = `must not be nested deeper than ${MAX_INPUT_DEPTH} levels`;
      throw new HttpError(400, `${part}: ${message}`, { [part]: [message] });
    }
    if (typeof next.value === 'string' && nulAt === null && next.value.includes('\u0000')) {
      nulAt = next.path;
    }
    // Reversed onto the stack, so the first NUL found is the first in document order.
    pending.push(...childrenOf(next).reverse());
  }
  return { nulAt };
}
