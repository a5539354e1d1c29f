/** Query keys of the sites feature: every key starts with 'sites' so one invalidation reaches all. */
export const siteKeys = {
  all: ['sites'] as const,
  lists: () => [...siteKeys.all, 'list'] as const,
  list: (page: number) => [...siteKeys.lists(), page] as const,
  detail: (id: string) => [...siteKeys.all, 'detail', id] as const,
  crawl: (id: string) => [...siteKeys.all, 'crawl', id] as const,
};
