import type { Site } from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '../../api/api-error-message';
import { call } from '../../api/call';
import { notify } from '../../toasts/notify';
import { sitesKeys } from './keys';

/** POST /v1/ops/site/:id/crawl: starts a crawl, or answers the one already running. */
export const crawlSite = (id: string) => call('crawlSite', { params: { id } });

/**
 * Re-crawl. On success the cached site is marked as crawling straight away (the button must not
 * be pressed twice while the refetch is in flight), then every site query is refreshed
 * (the crawl progress is polled by whoever shows it).
 */
export function useCrawlSite(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => crawlSite(id),
    onSuccess: async (process) => {
      queryClient.setQueryData<Site>(sitesKeys.detail(id), (site) =>
        site
          ? { ...site, time_crawl_started: process.time_created, time_crawl_completed: null }
          : site,
      );
      // A re-crawl discovers: it scans only the pages it finds new (server.md §4.2).
      notify.success('Crawl started: only new pages it finds are scanned');
      await queryClient.invalidateQueries({ queryKey: sitesKeys.all });
    },
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not start the crawl.')),
  });
}
