/** Query keys of the usage feature (home metrics and the team's plan usage). */
export const usageKeys = {
  all: ['usage'] as const,
  homeMetrics: () => [...usageKeys.all, 'home-metrics'] as const,
  team: () => [...usageKeys.all, 'team'] as const,
};
