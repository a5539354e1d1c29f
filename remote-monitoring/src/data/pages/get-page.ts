import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { pageKeys } from './keys';

/** GET /v1/ops/page/:id: the page (its URL and site); a 404 leaves the screen to say not found. */
export function usePage(pageId: string) {
  return useQuery({
    queryKey: pageKeys.detail(pageId),
    queryFn: () => call('getPage', { params: { id: pageId } }),
    // A page's URL and site never change.
    staleTime: 5 * 60_000,
  });
}
