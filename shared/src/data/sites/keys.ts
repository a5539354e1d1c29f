/** Query keys of the team's sites: every key starts with 'sites' so one invalidation reaches all. */
export const sitesKeys = {
  all: ['sites'] as const,
  lists: () => [...sitesKeys.all, 'list'] as const,
  list: (page: number) => [...sitesKeys.lists(), page] as const,
  every: () => [...sitesKeys.all, 'every'] as const,
  detail: (id: string) => [...sitesKeys.all, 'detail', id] as const,
};
