import { Heading, Stack, Text } from '@vigil/shared';
import { CaseList } from '../features/cases/components/case-list';
import { useSiteFilterParam } from '../features/cases/hooks/use-site-filter-param';
import { usePageParam } from '../lib/page-param';

/** /case : the team's cases, filterable by site. */
export function CasesRoute() {
  const [page, setPage] = usePageParam();
  const [siteId, setSiteId] = useSiteFilterParam();
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="lg">
          Cases
        </Heading>
        <Text color="fg.muted">
          Step-by-step journeys through your sites, each step an action and the check after it.
        </Text>
      </Stack>
      <CaseList page={page} onPageChange={setPage} siteId={siteId} onSiteChange={setSiteId} />
    </Stack>
  );
}
