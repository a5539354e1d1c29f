/** Query keys of the API access feature. */
export const apiAccessKeys = {
  all: ['api-access'] as const,
  token: () => [...apiAccessKeys.all, 'token'] as const,
};
