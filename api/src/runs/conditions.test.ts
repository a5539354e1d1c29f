import type { AlertExpression } from '@vigil/contract';
import { evaluate, type Metrics } from './conditions';

const term = (
  metric: AlertExpression['metric'],
  operator: AlertExpression['operator'],
  value: number | string,
  joiner: AlertExpression['joiner'] = '',
): AlertExpression => ({ joiner, metric, operator, value });

const metrics: Metrics = { health: 80, logs: 2, test_status: 'failed', caserun_status: 'passed' };

describe('the alert evaluator', () => {
  it.each([
    [[term('health', '<', 90)], true],
    [[term('health', '<', 80)], false],
    [[term('health', '<=', 80)], true],
    [[term('health', '>', 79.5)], true],
    [[term('health', '>', 80)], false],
    [[term('health', '>=', 80)], true],
    [[term('health', '==', 80)], true],
    [[term('health', '==', '80')], true], // a number typed as text reads as the number
    [[term('health', '!=', 80)], false],
    [[term('test_status', '==', 'failed')], true],
    [[term('test_status', '==', 'FAILED')], true],
    [[term('test_status', '!=', 'passed')], true],
    [[term('caserun_status', '==', 'failed')], false],
    [[term('test_status', '>', 5)], false], // text against a number never holds
    [[term('seo', '<', 50)], false], // no figure for the metric: the term is false
    [[term('health', '<', 90), term('logs', '>', 5, 'and')], false],
    [[term('health', '<', 90), term('logs', '>', 1, 'and')], true],
    [[term('health', '<', 50), term('logs', '>', 1, 'or')], true],
    [[term('health', '<', 50), term('logs', '>', 5, 'or')], false],
    // Left to right: (false or true) and false = false.
    [[term('health', '<', 50), term('logs', '>', 1, 'or'), term('seo', '<', 1, 'and')], false],
    [[], false],
  ])('%j holds: %s', (expressions, expected) => {
    expect(evaluate(expressions as AlertExpression[], metrics)).toBe(expected);
  });
});
