/** Query keys of the team account (GET /v1/auth/account). */
export const accountKeys = {
  all: ['account'] as const,
  team: () => [...accountKeys.all, 'team'] as const,
};
