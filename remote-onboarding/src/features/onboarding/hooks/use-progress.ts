import { useQuery } from '@tanstack/react-query';
import { pollWhile } from '@vigil/shared';
import { fetchProgress } from '../api/fetch-progress';
import { PROGRESS_DONE } from '../progress';

/** Query keys of onboarding progress, one a site. */
export const progressKeys = {
  site: (siteId: string | null) => ['onboarding', 'progress', siteId] as const,
};

/**
 * The site's onboarding progress: `known` (what entry read, or 10 once the site is added) until
 * the first re-read, then re-read every 5 s (product.md §9: shared's POLL_MS) until it is done.
 * A failed read keeps the last value and waits for the next tick.
 */
export function useProgress(siteId: string | null, known: number) {
  const query = useQuery({
    queryKey: progressKeys.site(siteId),
    queryFn: () => fetchProgress(siteId!),
    enabled: siteId !== null,
    // The first read is due a full period after what is known, never at once.
    initialData: known,
    initialDataUpdatedAt: () => Date.now(),
    staleTime: Infinity,
    refetchInterval: pollWhile((progress) => (progress ?? 0) < PROGRESS_DONE),
    refetchOnWindowFocus: false,
    retry: false,
  });
  return query.data;
}
