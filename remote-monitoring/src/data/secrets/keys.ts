/** Query keys of the team's secrets (names only: no answer ever holds a value). */
export const secretKeys = {
  all: ['secrets'] as const,
  list: (page: number) => [...secretKeys.all, 'list', page] as const,
};
