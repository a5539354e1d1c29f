import { alertOperators, type AlertMetric, type AlertOperator } from '@vigil/contract';
import { Box, Button, Grid, IconButton, Input, NativeSelect, Stack, Text } from '@vigil/shared';
import {
  alertMetrics,
  type ExpressionDraft,
  isStatusMetric,
  newExpression,
} from '../lib/alert-draft';

function Pick({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export interface ExpressionRowsProps {
  rows: ExpressionDraft[];
  onChange: (rows: ExpressionDraft[]) => void;
}

/** The alert's condition: rows of metric, operator and value, joined by and / or. */
export function ExpressionRows({ rows, onChange }: ExpressionRowsProps) {
  const set = (index: number, part: Partial<ExpressionDraft>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...part } : row)));
  return (
    <Stack gap="2">
      {rows.map((row, index) => {
        const n = index + 1;
        return (
          <Grid
            key={index}
            role="group"
            aria-label={`Condition ${n}`}
            templateColumns={{ base: '1fr 1fr', md: '5rem 1fr 5rem 1fr auto' }}
            gap="2"
            alignItems="center"
          >
            {index === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                When
              </Text>
            ) : (
              <Pick
                label={`Joiner ${n}`}
                value={row.joiner || 'and'}
                options={['and', 'or']}
                onChange={(joiner) => set(index, { joiner: joiner as 'and' | 'or' })}
              />
            )}
            <Pick
              label={`Metric ${n}`}
              value={row.metric}
              options={alertMetrics}
              onChange={(metric) =>
                set(index, {
                  metric: metric as AlertMetric,
                  // A status metric compares with a status: start from one.
                  ...(isStatusMetric(metric as AlertMetric) && !isStatusMetric(row.metric)
                    ? { value: 'failed', operator: '==' }
                    : {}),
                })
              }
            />
            <Pick
              label={`Operator ${n}`}
              value={row.operator}
              options={alertOperators}
              onChange={(operator) => set(index, { operator: operator as AlertOperator })}
            />
            {isStatusMetric(row.metric) ? (
              <Pick
                label={`Value ${n}`}
                value={row.value}
                options={['failed', 'passed']}
                onChange={(value) => set(index, { value })}
              />
            ) : (
              <Input
                size="sm"
                aria-label={`Value ${n}`}
                inputMode="decimal"
                value={row.value}
                onChange={(event) => set(index, { value: event.target.value })}
              />
            )}
            <Box>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={`Remove condition ${n}`}
                disabled={rows.length === 1}
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
              >
                ✕
              </IconButton>
            </Box>
          </Grid>
        );
      })}
      <Button
        size="xs"
        variant="outline"
        alignSelf="flex-start"
        onClick={() => onChange([...rows, newExpression(rows.length === 0)])}
      >
        Add condition
      </Button>
    </Stack>
  );
}
