/** Query keys of the team's metrics shared by the shell and the screens. */
export const metricsKeys = {
  all: ['metrics'] as const,
  home: () => [...metricsKeys.all, 'home'] as const,
};
