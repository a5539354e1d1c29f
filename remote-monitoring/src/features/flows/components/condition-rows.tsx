import {
  alertMetrics,
  alertOperators,
  type AlertExpression,
  type AlertMetric,
} from '@vigil/contract';
import { Field, HStack, IconButton, Input, Stack, Text } from '@vigil/shared';
import { optionsOf, Select } from '../../../components/select';
import { patchAt, removeAt } from '../../../lib/rows';
import { AddRowButton } from '../../../components/add-row-button';

export interface ConditionRowsProps {
  conditions: AlertExpression[];
  onChange: (conditions: AlertExpression[] | null) => void;
}

// Metrics are the alerts' keys; shown as words ("test_score" → "test score").
const metricWords = (metric: AlertMetric) => metric.replaceAll('_', ' ');
const isStatus = (metric: AlertMetric) => metric.endsWith('_status');

const METRIC_OPTIONS = alertMetrics.map((metric) => ({
  value: metric,
  label: metricWords(metric),
}));
const OPERATOR_OPTIONS = optionsOf(alertOperators);
const JOINER_OPTIONS = optionsOf(['and', 'or']);
const STATUS_OPTIONS = optionsOf(['passed', 'failed']);

const newCondition = (first: boolean): AlertExpression => ({
  joiner: first ? '' : 'and',
  metric: 'test_score',
  operator: '<',
  value: 90,
});

/**
 * The node's conditions, the alerts' typed expressions over its objects' results: metric,
 * operator, value, joined by and / or. With any, the node's outgoing edges follow true / false.
 */
export function ConditionRows({ conditions, onChange }: ConditionRowsProps) {
  // The last one gone, the node has no conditions (null); the first one left joins nothing.
  const remove = (index: number) => {
    const left = removeAt(conditions, index);
    onChange(left.length === 0 ? null : patchAt(left, 0, { joiner: '' }));
  };
  return (
    <Stack as="fieldset" gap="2">
      <Text as="legend" fontWeight="medium" fontSize="sm">
        Conditions
      </Text>
      {conditions.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          None: every object goes on to the next nodes. Add one to send them down a true or a false
          branch.
        </Text>
      ) : null}
      {conditions.map((condition, index) => (
        <ConditionRow
          key={index}
          condition={condition}
          n={index + 1}
          onChange={(patch) => onChange(patchAt(conditions, index, patch))}
          onRemove={() => remove(index)}
        />
      ))}
      <AddRowButton onAdd={() => onChange([...conditions, newCondition(conditions.length === 0)])}>
        Add condition
      </AddRowButton>
    </Stack>
  );
}

interface ConditionRowProps {
  condition: AlertExpression;
  /** 1 for the first: it joins nothing. */
  n: number;
  onChange: (patch: Partial<AlertExpression>) => void;
  onRemove: () => void;
}

/** And / or (after the first), metric and remove, then operator and value. */
function ConditionRow({ condition, n, onChange, onRemove }: ConditionRowProps) {
  return (
    <Stack gap="1" aria-label={`Condition ${n}`} role="group">
      {n > 1 ? (
        <Select
          label={`Join condition ${n}`}
          value={condition.joiner || 'and'}
          options={JOINER_OPTIONS}
          onChange={(joiner) => onChange({ joiner: joiner as 'and' | 'or' })}
        />
      ) : null}
      <HStack gap="1" align="center">
        <Select
          label={`Metric of condition ${n}`}
          value={condition.metric}
          options={METRIC_OPTIONS}
          onChange={(metric) =>
            onChange({
              metric: metric as AlertMetric,
              value: isStatus(metric as AlertMetric) ? 'failed' : 90,
            })
          }
        />
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={`Remove condition ${n}`}
          onClick={onRemove}
        >
          ✕
        </IconButton>
      </HStack>
      <HStack gap="1">
        <Select
          label={`Operator of condition ${n}`}
          value={condition.operator}
          options={OPERATOR_OPTIONS}
          onChange={(operator) => onChange({ operator: operator as AlertExpression['operator'] })}
        />
        <ConditionValue condition={condition} n={n} onChange={(value) => onChange({ value })} />
      </HStack>
    </Stack>
  );
}

/** A status to pick for a status metric, else a number (empty while being typed: NaN). */
function ConditionValue(props: {
  condition: AlertExpression;
  n: number;
  onChange: (value: AlertExpression['value']) => void;
}) {
  const { condition, n, onChange } = props;
  if (isStatus(condition.metric)) {
    return (
      <Select
        label={`Value of condition ${n}`}
        value={String(condition.value)}
        options={STATUS_OPTIONS}
        onChange={onChange}
      />
    );
  }
  return (
    <Field.Root>
      <Input
        size="sm"
        type="number"
        aria-label={`Value of condition ${n}`}
        value={Number.isNaN(condition.value) ? '' : String(condition.value)}
        onChange={(event) =>
          onChange(
            event.currentTarget.value === '' ? Number.NaN : Number(event.currentTarget.value),
          )
        }
      />
    </Field.Root>
  );
}
