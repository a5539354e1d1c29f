import { Heading, Stack } from '@vigil/shared';
import { siteKeys } from '../features/sites/api/keys';
import { SiteList } from '../features/sites/components/site-list';
import { usageKeys } from '../features/usage/api/keys';
import { UsageCards } from '../features/usage/components/usage-cards';
import { useRefreshOnHostSiteChange } from '../hooks/use-refresh-on-host-site-change';
import { usePageParam } from '../lib/page-param';

const REFRESHED_BY_ADD_SITE = [siteKeys.all, usageKeys.all];

/** / : the team's usage, then its sites. */
export function HomeRoute() {
  const [page, setPage] = usePageParam();
  useRefreshOnHostSiteChange(REFRESHED_BY_ADD_SITE);
  return (
    <Stack gap="6">
      <Heading as="h1" size="lg">
        Home
      </Heading>
      <UsageCards />
      <SiteList page={page} onPageChange={setPage} />
    </Stack>
  );
}
