import { Heading, Stack, Text } from '@vigil/shared';
import { LogList } from '../features/logs/components/log-list';
import { useLogFilterParams } from '../features/logs/hooks/use-log-filter-params';
import { usePageParam } from '../lib/page-param';

/** /logs : the requests made with the team's API key, newest first. */
export function LogsRoute() {
  const [page, setPage] = usePageParam();
  const [filters, setFilters] = useLogFilterParams();
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="lg">
          Logs
        </Heading>
        <Text color="fg.muted">
          Every request made with your team&apos;s API key: passwords, tokens and other secrets are
          hidden.
        </Text>
      </Stack>
      <LogList page={page} onPageChange={setPage} filters={filters} onFiltersChange={setFilters} />
    </Stack>
  );
}
