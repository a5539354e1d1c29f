/** Query keys of site migrations (a site compared with another host, path by path). */
export const siteMigrationKeys = {
  all: ['site-migrations'] as const,
  lists: () => [...siteMigrationKeys.all, 'list'] as const,
  list: (siteId: string, page: number) => [...siteMigrationKeys.lists(), siteId, page] as const,
  detail: (id: string) => [...siteMigrationKeys.all, 'detail', id] as const,
};
