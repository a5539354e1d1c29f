/** Query keys of flows. */
export const flowKeys = {
  all: ['flows'] as const,
  lists: () => [...flowKeys.all, 'list'] as const,
  list: (page: number) => [...flowKeys.lists(), page] as const,
  detail: (id: string) => [...flowKeys.all, 'detail', id] as const,
};
