/** Query keys of tests (page tests: a new scan compared with the page's baseline). */
export const testKeys = {
  all: ['tests'] as const,
  detail: (id: string) => [...testKeys.all, 'detail', id] as const,
};
