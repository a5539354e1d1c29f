/** Query keys of flow runs. */
export const flowRunKeys = {
  all: ['flowruns'] as const,
  detail: (id: string) => [...flowRunKeys.all, 'detail', id] as const,
};
