/** Query keys of tests (page tests: a new scan compared with the page's baseline). */
export const testKeys = {
  all: ['tests'] as const,
  detail: (id: string) => [...testKeys.all, 'detail', id] as const,
  ofPage: (pageId: string) => [...testKeys.all, 'page', pageId] as const,
  pageList: (pageId: string, page: number) => [...testKeys.ofPage(pageId), 'list', page] as const,
  settings: (pageId: string) => [...testKeys.all, 'settings', pageId] as const,
};
