/** Query keys of the account feature. */
export const accountKeys = {
  all: ['account'] as const,
  team: () => [...accountKeys.all, 'team'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
  members: (teamId: string) => [...accountKeys.all, 'members', teamId] as const,
  membersPage: (teamId: string, page: number) => [...accountKeys.members(teamId), page] as const,
};
