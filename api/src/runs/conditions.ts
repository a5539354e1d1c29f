import type { AlertExpression, AlertMetric, AlertOperator } from '@vigil/contract';

/** The figures of one finished object, by metric key; a metric it has no figure for is absent. */
export type Metrics = Partial<Record<AlertMetric, number | string>>;

const COMPARE: Record<AlertOperator, (a: number | string, b: number | string) => boolean> = {
  '>=': (a, b) => a >= b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '<': (a, b) => a < b,
  '==': (a, b) => a === b,
  '!=': (a, b) => a !== b,
};

/** A number when the value reads as one ("80", " 80.5 "), else the trimmed text. */
function normalise(value: number | string): number | string {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text.toLowerCase();
}

/** One term: false when the object has no figure for the metric or the types differ. */
function term(expression: AlertExpression, metrics: Metrics): boolean {
  const actual = metrics[expression.metric];
  if (actual === undefined) return false;
  const [a, b] = [normalise(actual), normalise(expression.value)];
  if (typeof a !== typeof b) return false;
  return COMPARE[expression.operator](a, b);
}

/**
 * Whether the alert's condition holds (the check is failing), read left to right: each term
 * joins onto the result so far with its joiner (`and` / `or`; the first term's is ignored).
 * A typed fold over the terms: nothing the user wrote is ever run as code.
 */
export function evaluate(expressions: AlertExpression[], metrics: Metrics): boolean {
  let result: boolean | null = null;
  for (const expression of expressions) {
    const value = term(expression, metrics);
    result =
      result === null ? value : expression.joiner === 'or' ? result || value : result && value;
  }
  return result ?? false;
}
