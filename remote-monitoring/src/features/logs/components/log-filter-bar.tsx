import { API_LOG_METHODS, API_LOG_STATUS_CLASSES, endpoints } from '@vigil/contract';
import { Field, HStack, NativeSelect } from '@vigil/shared';
import type { ListParams } from '../../../components/list/use-list-params';

const CLASSES: readonly string[] = API_LOG_STATUS_CLASSES;
const { query } = endpoints.listApiLogs;

/** The log's filters in the address: `?status=4xx&method=GET`, each "all" when not set. */
export const LOG_LIST_PARAMS = query.extend({
  // The API also takes a single code (404); the screen offers status classes only.
  status: query.shape.status.refine((status) => status === undefined || CLASSES.includes(status)),
});
type LogParams = ListParams<typeof LOG_LIST_PARAMS>;
type LogMethod = (typeof API_LOG_METHODS)[number];

const STATUS_OPTIONS = [
  { value: '2xx', label: '2xx Success' },
  { value: '3xx', label: '3xx Redirect' },
  { value: '4xx', label: '4xx Client error' },
  { value: '5xx', label: '5xx Server error' },
];

export interface LogFilterBarProps {
  filters: LogParams['filters'];
  onChange: LogParams['setFilters'];
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
            onChange={(event) => onChange({ status: event.currentTarget.value })}
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
            onChange={(event) => onChange({ method: event.currentTarget.value as LogMethod })}
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
