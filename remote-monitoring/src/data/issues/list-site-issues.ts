import type { IssueStatus } from '@vigil/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, pageQuery } from '@vigil/shared';
import { issueKeys } from './keys';

/** GET /v1/ops/issue?site_id=: one page of the site's issues of one status, newest first. */
export const listSiteIssues = (siteId: string, status: IssueStatus, page: number) =>
  call('listIssues', { query: { ...pageQuery(page), status, site_id: siteId } });

/** One page of a site's issues; the previous page stays on screen while the next loads. */
export function useSiteIssues(siteId: string, status: IssueStatus, page: number) {
  return useQuery({
    queryKey: issueKeys.ofSite(siteId, status, page),
    queryFn: () => listSiteIssues(siteId, status, page),
    placeholderData: keepPreviousData,
  });
}
