/** Query keys of the team's billing (plan and card). */
export const billingKeys = {
  all: ['billing'] as const,
  info: () => [...billingKeys.all, 'info'] as const,
};
