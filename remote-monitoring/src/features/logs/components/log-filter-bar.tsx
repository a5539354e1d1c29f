import { API_LOG_METHODS } from '@vigil/contract';
import { Field, HStack, NativeSelect } from '@vigil/shared';
import type { LogFilters, LogMethod, StatusClass } from '../hooks/use-log-filter-params';

const STATUS_OPTIONS: { value: StatusClass; label: string }[] = [
  { value: '2xx', label: '2xx Success' },
  { value: '3xx', label: '3xx Redirect' },
  { value: '4xx', label: '4xx Client error' },
  { value: '5xx', label: '5xx Server error' },
];

export interface LogFilterBarProps {
  filters: LogFilters;
  onChange: (next: Partial<LogFilters>) => void;
}

/** Status class and method; each "All …" when not set. */
export function LogFilterBar({ filters, onChange }: LogFilterBarProps) {
  return (
    <HStack gap="3" align="end" flexWrap="wrap">
      <Field.Root maxW={{ base: 'full', sm: '14rem' }}>
        <Field.Label>Status</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={filters.status ?? ''}
            onChange={(event) =>
              onChange({ status: (event.currentTarget.value || null) as StatusClass | null })
            }
          >
            <option value="">All statuses</option>
            {STATUS_OPTIONS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root maxW={{ base: 'full', sm: '10rem' }}>
        <Field.Label>Method</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={filters.method ?? ''}
            onChange={(event) =>
              onChange({ method: (event.currentTarget.value || null) as LogMethod | null })
            }
          >
            <option value="">All methods</option>
            {API_LOG_METHODS.map((method) => (
              <option key={method} value={method}>
                {method}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </HStack>
  );
}
