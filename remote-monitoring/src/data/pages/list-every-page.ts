import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { pageKeys } from './keys';

/** GET /v1/ops/page?site_id=: a site's first 100 pages, for pickers (the schedule form). */
export function useEveryPageOf(siteId: string | null) {
  return useQuery({
    queryKey: [...pageKeys.ofSite(siteId ?? ''), 'every'],
    queryFn: () => call('listPages', { query: { site_id: siteId!, limit: 100, offset: 0 } }),
    enabled: siteId !== null,
  });
}
