import {
  Link,
  RouterLink,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  useHomeMetrics,
  useTeam,
} from '@vigil/shared';
import { QueryError } from '../../../components/query-error';
import { paths } from '../../../paths';
import { formatUsage, usageFigures, usageResetsOn } from '../usage-figures';

const resetDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
import { UsageCard } from './usage-card';

const GRID = { base: 2, sm: 3, lg: 4, xl: 8 } as const;

/** Plan usage (used / allowed this period), pages and open issues, each from the API's answer. */
export function UsageCards() {
  const metrics = useHomeMetrics();
  const team = useTeam();

  if (metrics.isPending || team.isPending) {
    return (
      <SimpleGrid columns={GRID} gap="3" aria-busy="true" aria-label="Loading usage">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} h="20" rounded="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (metrics.isError && team.isError) {
    return (
      <QueryError
        what="Could not load your usage."
        error={metrics.error}
        onRetry={() => void Promise.all([metrics.refetch(), team.refetch()])}
      />
    );
  }

  const figures = usageFigures(team.data, metrics.data);
  return (
    <Stack gap="2">
      <SimpleGrid as="section" aria-label="Usage" columns={GRID} gap="3">
        {figures.map((figure) => (
          <UsageCard key={figure.label} label={figure.label} value={formatUsage(figure)} />
        ))}
        {metrics.data ? (
          <>
            <UsageCard label="Pages" value={metrics.data.pages} />
            <UsageCard
              label="Open issues"
              value={
                <Link asChild color="fg">
                  <RouterLink to={paths.issues}>{metrics.data.open_issues}</RouterLink>
                </Link>
              }
            />
          </>
        ) : null}
      </SimpleGrid>
      {team.data ? (
        <Text fontSize="sm" color="fg.muted">
          Scans, tests, case runs and flow runs reset on{' '}
          {resetDate.format(usageResetsOn(team.data.usage.period_start))}.
        </Text>
      ) : null}
    </Stack>
  );
}
