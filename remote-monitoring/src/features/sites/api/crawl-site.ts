import type { Site } from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, notify } from '@vigil/shared';
import { siteKeys } from './keys';

/** POST /v1/ops/site/:id/crawl: starts a crawl, or answers the one already running. */
export const crawlSite = (id: string) => call('crawlSite', { params: { id } });

/**
 * Re-crawl. On success the cached site is marked as crawling straight away (the button must not
 * be pressed twice while the refetch is in flight), then every site query is refreshed.
 */
export function useCrawlSite(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => crawlSite(id),
    onSuccess: async (process) => {
      queryClient.setQueryData<Site>(siteKeys.detail(id), (site) =>
        site
          ? { ...site, time_crawl_started: process.time_created, time_crawl_completed: null }
          : site,
      );
      notify.success('Crawl started');
      await queryClient.invalidateQueries({ queryKey: siteKeys.all });
    },
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not start the crawl.')),
  });
}
