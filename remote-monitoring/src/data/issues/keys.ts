import type { IssueStatus } from '@vigil/contract';

/** Query keys of issues. */
export const issueKeys = {
  all: ['issues'] as const,
  lists: () => [...issueKeys.all, 'list'] as const,
  list: (status: IssueStatus, search: string, page: number) =>
    [...issueKeys.lists(), status, search, page] as const,
  /** A site's issues of one status (a list: what changes lists reloads it too). */
  ofSite: (siteId: string, status: IssueStatus, page: number) =>
    [...issueKeys.lists(), 'site', siteId, status, page] as const,
  detail: (id: string) => [...issueKeys.all, 'detail', id] as const,
};
