import { Button, Link, RouterLink } from '@vigil/shared';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListFrame } from '../../../components/list/list-frame';
import { useListParams } from '../../../components/list/use-list-params';
import { paths } from '../../../paths';
import { useApiLogs } from '../../../data/logs/list-api-logs';
import { LOG_LIST_PARAMS, LogFilterBar } from './log-filter-bar';
import { LogsTable } from './logs-table';

/**
 * The team's API requests, a page at a time, filtered by status class and method. Only calls made
 * with the team's API key are recorded (server.md §3 Log), not what the web app does, so the way
 * to fill an empty log is to use the key from /internal-api.
 */
export function LogList() {
  const { page, setPage, filters, filtered, setFilters } = useListParams(LOG_LIST_PARAMS);
  const logs = useApiLogs(page, filters);
  return (
    <ListFrame
      label="API requests"
      toolbar={<LogFilterBar filters={filters} onChange={setFilters} />}
      query={logs}
      loadingLabel="Loading API requests"
      errorText="Could not load the API requests."
      empty={
        filtered ? (
          <ListEmpty
            title="No requests match these filters"
            action={
              <Button
                size="sm"
                variant="outline"
                onClick={() => setFilters({ status: null, method: null })}
              >
                Clear filters
              </Button>
            }
          />
        ) : (
          <ListEmpty
            title="No API requests yet"
            hint="Requests made with your team's API key (from scripts or CI) appear here with their status and what was sent and answered. Requests from this web app are not listed."
            action={
              <Link asChild fontSize="sm" colorPalette="blue">
                <RouterLink to={paths.internalApi}>Get your API key</RouterLink>
              </Link>
            }
          />
        )
      }
      page={page}
      onPageChange={setPage}
    >
      {(rows) => <LogsTable logs={rows} />}
    </ListFrame>
  );
}
