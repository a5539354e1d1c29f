/** Query keys of alerts and their deliveries. */
export const alertKeys = {
  all: ['alerts'] as const,
  list: (page: number) => [...alertKeys.all, 'list', page] as const,
  every: () => [...alertKeys.all, 'every'] as const,
  detail: (id: string) => [...alertKeys.all, 'detail', id] as const,
  deliveries: (id: string, page: number) => [...alertKeys.all, 'deliveries', id, page] as const,
};
