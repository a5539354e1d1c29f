/** Query keys of the team's API key. */
export const apiTokenKeys = {
  all: ['api-token'] as const,
  current: () => [...apiTokenKeys.all, 'current'] as const,
};
