import {
  alertMetrics,
  type Alert,
  type AlertAction,
  type AlertCreateBody,
  type AlertMetric,
  type AlertOperator,
} from '@vigil/contract';

export { alertMetrics };

/** A row of the editor: the value as typed (a number, or a status for the *_status metrics). */
export interface ExpressionDraft {
  joiner: '' | 'and' | 'or';
  metric: AlertMetric;
  operator: AlertOperator;
  value: string;
}

export interface AlertDraft {
  name: string;
  expressions: ExpressionDraft[];
  actions: AlertAction[];
}

/** Metrics whose value is a status (passed / failed) rather than a number. */
export const isStatusMetric = (metric: AlertMetric) => metric.endsWith('_status');

export const newExpression = (first: boolean): ExpressionDraft => ({
  joiner: first ? '' : 'and',
  metric: 'health',
  operator: '<',
  value: '70',
});

export const newDraft = (): AlertDraft => ({
  name: '',
  expressions: [newExpression(true)],
  actions: [{ type: 'email', target: '' }],
});

export const draftOf = (alert: Alert): AlertDraft => ({
  name: alert.name,
  expressions: alert.expressions.map((it) => ({ ...it, value: String(it.value) })),
  actions: alert.actions,
});

/** The API body: numbers as numbers, statuses as text; the first joiner is ''. */
export function bodyOf(draft: AlertDraft): AlertCreateBody {
  return {
    name: draft.name,
    expressions: draft.expressions.map((it, index) => {
      const number = Number(it.value);
      const numeric = !isStatusMetric(it.metric) && it.value.trim() !== '' && !Number.isNaN(number);
      return {
        joiner: index === 0 ? '' : it.joiner || 'and',
        metric: it.metric,
        operator: it.operator,
        value: numeric ? number : it.value.trim(),
      };
    }),
    actions: draft.actions,
  };
}

/** "health < 70 or logs > 0": an alert's condition in one line. */
export const expressionWords = (alert: Pick<Alert, 'expressions'>) =>
  alert.expressions
    .map(
      (it, index) =>
        `${index > 0 ? `${it.joiner || 'and'} ` : ''}${it.metric} ${it.operator} ${it.value}`,
    )
    .join(' ');

export const ACTION_LABELS: Record<AlertAction['type'], string> = {
  email: 'Email',
  slack: 'Slack',
  webhook: 'Webhook',
};

export const TARGET_HINTS: Record<AlertAction['type'], string> = {
  email: 'ops@example.com',
  slack: '#alerts (your Slack connection)',
  webhook: 'https://example.com/hooks/vigil',
};
