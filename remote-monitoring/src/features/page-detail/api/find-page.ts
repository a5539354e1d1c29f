import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { pageDetailKeys } from './keys';

/** The page object (its URL and site); a 404 leaves the route to say the page is not found. */
export function usePage(pageId: string) {
  return useQuery({
    queryKey: pageDetailKeys.page(pageId),
    queryFn: () => call('getPage', { params: { id: pageId } }),
    staleTime: 5 * 60_000,
  });
}
