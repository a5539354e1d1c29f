import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { pollWhile } from '../poll-while';
import { isCrawling } from './crawl-state';
import { sitesKeys } from './keys';

/** GET /v1/ops/site/:id (404 for an unknown site or another team's). */
export const getSite = (id: string) => call('getSite', { params: { id } });

/** One site, re-read every 5 s while it is being crawled; idle while `id` is null. */
export function useSite(id: string | null) {
  return useQuery({
    queryKey: sitesKeys.detail(id ?? ''),
    queryFn: () => getSite(id ?? ''),
    enabled: id !== null,
    refetchInterval: pollWhile((site) => site !== undefined && isCrawling(site)),
  });
}
