/** Query keys of scans: one scan, and the scans of a page (all under `ofPage`). */
export const scanKeys = {
  all: ['scans'] as const,
  detail: (id: string) => [...scanKeys.all, 'detail', id] as const,
  ofPage: (pageId: string) => [...scanKeys.all, 'page', pageId] as const,
  pageList: (pageId: string, page: number) => [...scanKeys.ofPage(pageId), 'list', page] as const,
  recent: (pageId: string) => [...scanKeys.ofPage(pageId), 'recent'] as const,
  latestCompleted: (pageId: string) => [...scanKeys.ofPage(pageId), 'latest-completed'] as const,
};
