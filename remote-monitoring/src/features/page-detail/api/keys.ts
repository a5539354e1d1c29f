/** Query keys of one page's screen, all under `ofPage`; 'page-detail' keeps them apart from other features'. */
export const pageDetailKeys = {
  all: ['page-detail'] as const,
  ofPage: (pageId: string) => [...pageDetailKeys.all, pageId] as const,
  scanLists: (pageId: string) => [...pageDetailKeys.ofPage(pageId), 'scans'] as const,
  scans: (pageId: string, page: number) => [...pageDetailKeys.scanLists(pageId), page] as const,
  history: (pageId: string) => [...pageDetailKeys.ofPage(pageId), 'history'] as const,
  page: (pageId: string) => [...pageDetailKeys.ofPage(pageId), 'page'] as const,
};
