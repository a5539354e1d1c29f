import { alertOperators, type AlertMetric, type AlertOperator } from '@vigil/contract';
import { Box, Grid, IconButton, Input, Stack, Text } from '@vigil/shared';
import { optionsOf, Select } from '../../../components/select';
import {
  alertMetrics,
  type ExpressionDraft,
  isStatusMetric,
  newExpression,
} from '../lib/alert-draft';
import { patchAt, removeAt } from '../../../lib/rows';
import { AddRowButton } from '../../../components/add-row-button';

export interface ExpressionRowsProps {
  rows: ExpressionDraft[];
  onChange: (rows: ExpressionDraft[]) => void;
}

/** The alert's condition: rows of metric, operator and value, joined by and / or. */
export function ExpressionRows({ rows, onChange }: ExpressionRowsProps) {
  return (
    <Stack gap="2">
      {rows.map((row, index) => (
        <ExpressionRow
          key={index}
          row={row}
          index={index}
          onChange={(part) => onChange(patchAt(rows, index, part))}
          onRemove={rows.length === 1 ? undefined : () => onChange(removeAt(rows, index))}
        />
      ))}
      <AddRowButton onAdd={() => onChange([...rows, newExpression(rows.length === 0)])}>
        Add condition
      </AddRowButton>
    </Stack>
  );
}

interface ExpressionRowProps {
  row: ExpressionDraft;
  index: number;
  onChange: (part: Partial<ExpressionDraft>) => void;
  /** Absent for the only row: an alert needs a condition. */
  onRemove?: () => void;
}

/** "When" (or and / or), metric, operator, value (a status for a status metric), remove. */
function ExpressionRow({ row, index, onChange, onRemove }: ExpressionRowProps) {
  const n = index + 1;
  // A status metric compares with a status: start from one.
  const changeMetric = (metric: AlertMetric) =>
    onChange({
      metric,
      ...(isStatusMetric(metric) && !isStatusMetric(row.metric)
        ? { value: 'failed', operator: '==' }
        : {}),
    });
  return (
    <Grid
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
        <Select
          label={`Joiner ${n}`}
          value={row.joiner || 'and'}
          options={optionsOf(['and', 'or'])}
          onChange={(joiner) => onChange({ joiner: joiner as 'and' | 'or' })}
        />
      )}
      <Select
        label={`Metric ${n}`}
        value={row.metric}
        options={optionsOf(alertMetrics)}
        onChange={(metric) => changeMetric(metric as AlertMetric)}
      />
      <Select
        label={`Operator ${n}`}
        value={row.operator}
        options={optionsOf(alertOperators)}
        onChange={(operator) => onChange({ operator: operator as AlertOperator })}
      />
      <ValueField n={n} row={row} onChange={(value) => onChange({ value })} />
      <Box>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={`Remove condition ${n}`}
          disabled={!onRemove}
          onClick={onRemove}
        >
          ✕
        </IconButton>
      </Box>
    </Grid>
  );
}

/** A status to pick for a status metric, else the number typed. */
function ValueField(props: { n: number; row: ExpressionDraft; onChange: (value: string) => void }) {
  const { n, row, onChange } = props;
  if (isStatusMetric(row.metric)) {
    return (
      <Select
        label={`Value ${n}`}
        value={row.value}
        options={optionsOf(['failed', 'passed'])}
        onChange={onChange}
      />
    );
  }
  return (
    <Input
      size="sm"
      aria-label={`Value ${n}`}
      inputMode="decimal"
      value={row.value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
