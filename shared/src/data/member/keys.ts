/** Query keys of team memberships: the caller's own and the team's list. */
export const memberKeys = {
  all: ['member'] as const,
  me: () => [...memberKeys.all, 'me'] as const,
  lists: (teamId: string) => [...memberKeys.all, 'list', teamId] as const,
  list: (teamId: string, page: number) => [...memberKeys.lists(teamId), page] as const,
};
