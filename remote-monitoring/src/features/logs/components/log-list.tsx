import { Skeleton, Stack } from '@vigil/shared';
import { Pagination } from '../../../components/pagination';
import { QueryError } from '../../../components/query-error';
import { useApiLogs } from '../../../data/logs/list-api-logs';
import type { LogFilters } from '../hooks/use-log-filter-params';
import { LogFilterBar } from './log-filter-bar';
import { LogsEmptyState } from './logs-empty-state';
import { LogsTable } from './logs-table';

export interface LogListProps {
  page: number;
  onPageChange: (page: number) => void;
  filters: LogFilters;
  onFiltersChange: (next: Partial<LogFilters>) => void;
}

/** The team's API requests, a page at a time, filtered by status class and method. */
export function LogList({ page, onPageChange, filters, onFiltersChange }: LogListProps) {
  const logs = useApiLogs(page, filters);
  const filtered = filters.status !== null || filters.method !== null;
  return (
    <Stack as="section" aria-label="API requests" gap="3">
      <LogFilterBar filters={filters} onChange={onFiltersChange} />
      {logs.isPending ? (
        <Stack gap="2" aria-busy="true" aria-label="Loading API requests">
          <Skeleton h="8" />
          <Skeleton h="8" />
          <Skeleton h="8" />
        </Stack>
      ) : logs.isError ? (
        <QueryError
          what="Could not load the API requests."
          error={logs.error}
          onRetry={() => void logs.refetch()}
        />
      ) : logs.data.count === 0 ? (
        <LogsEmptyState
          onClearFilters={filtered ? () => onFiltersChange({ status: null, method: null }) : null}
        />
      ) : (
        <>
          <LogsTable logs={logs.data.results} dimmed={logs.isPlaceholderData} />
          <Pagination
            label="API requests"
            page={page}
            count={logs.data.count}
            onPageChange={onPageChange}
          />
        </>
      )}
    </Stack>
  );
}
