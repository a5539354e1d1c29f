/** Query keys of the page report; 'page-report' keeps them apart from other features'. */
export const pageReportKeys = {
  all: ['page-report'] as const,
  ofPage: (pageId: string) => [...pageReportKeys.all, pageId] as const,
  page: (pageId: string) => [...pageReportKeys.ofPage(pageId), 'page'] as const,
  latestScans: (pageId: string) => [...pageReportKeys.ofPage(pageId), 'scans'] as const,
  history: (pageId: string) => [...pageReportKeys.ofPage(pageId), 'history'] as const,
};
