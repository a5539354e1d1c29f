import {
  alertMetrics,
  alertOperators,
  type AlertExpression,
  type AlertMetric,
} from '@vigil/contract';
import { Button, Field, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@vigil/shared';

export interface ConditionRowsProps {
  conditions: AlertExpression[];
  onChange: (conditions: AlertExpression[] | null) => void;
}

// Metrics are the alerts' keys; shown as words ("test_score" → "test score").
const metricWords = (metric: AlertMetric) => metric.replaceAll('_', ' ');
const isStatus = (metric: AlertMetric) => metric.endsWith('_status');

function Select(props: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <NativeSelect.Root size="sm" minW="0">
      <NativeSelect.Field
        aria-label={props.label}
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

const METRIC_OPTIONS = alertMetrics.map((metric) => ({
  value: metric,
  label: metricWords(metric),
}));
const OPERATOR_OPTIONS = alertOperators.map((operator) => ({ value: operator, label: operator }));
const JOINER_OPTIONS = [
  { value: 'and', label: 'and' },
  { value: 'or', label: 'or' },
];
const STATUS_OPTIONS = [
  { value: 'passed', label: 'passed' },
  { value: 'failed', label: 'failed' },
];

/**
 * The node's conditions, the alerts' typed expressions over its objects' results: metric,
 * operator, value, joined by and / or. With any, the node's outgoing edges follow true / false.
 */
export function ConditionRows({ conditions, onChange }: ConditionRowsProps) {
  const update = (index: number, patch: Partial<AlertExpression>) =>
    onChange(conditions.map((it, at) => (at === index ? { ...it, ...patch } : it)));
  const add = () =>
    onChange([
      ...conditions,
      {
        joiner: conditions.length === 0 ? '' : 'and',
        metric: 'test_score',
        operator: '<',
        value: 90,
      },
    ]);
  const remove = (index: number) => {
    const left = conditions.filter((_, at) => at !== index);
    onChange(
      left.length === 0 ? null : left.map((it, at) => (at === 0 ? { ...it, joiner: '' } : it)),
    );
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
        <Stack key={index} gap="1" aria-label={`Condition ${index + 1}`} role="group">
          {index > 0 ? (
            <Select
              label={`Join condition ${index + 1}`}
              value={condition.joiner || 'and'}
              options={JOINER_OPTIONS}
              onChange={(joiner) => update(index, { joiner: joiner as 'and' | 'or' })}
            />
          ) : null}
          <HStack gap="1" align="center">
            <Select
              label={`Metric of condition ${index + 1}`}
              value={condition.metric}
              options={METRIC_OPTIONS}
              onChange={(metric) =>
                update(index, {
                  metric: metric as AlertMetric,
                  value: isStatus(metric as AlertMetric) ? 'failed' : 90,
                })
              }
            />
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={`Remove condition ${index + 1}`}
              onClick={() => remove(index)}
            >
              ✕
            </IconButton>
          </HStack>
          <HStack gap="1">
            <Select
              label={`Operator of condition ${index + 1}`}
              value={condition.operator}
              options={OPERATOR_OPTIONS}
              onChange={(operator) =>
                update(index, { operator: operator as AlertExpression['operator'] })
              }
            />
            {isStatus(condition.metric) ? (
              <Select
                label={`Value of condition ${index + 1}`}
                value={String(condition.value)}
                options={STATUS_OPTIONS}
                onChange={(value) => update(index, { value })}
              />
            ) : (
              <Field.Root>
                <Input
                  size="sm"
                  type="number"
                  aria-label={`Value of condition ${index + 1}`}
                  value={Number.isNaN(condition.value) ? '' : String(condition.value)}
                  onChange={(event) =>
                    update(index, {
                      value:
                        event.currentTarget.value === ''
                          ? Number.NaN
                          : Number(event.currentTarget.value),
                    })
                  }
                />
              </Field.Root>
            )}
          </HStack>
        </Stack>
      ))}
      <Button size="xs" variant="outline" alignSelf="start" onClick={add}>
        Add condition
      </Button>
    </Stack>
  );
}
