/** The routes this remote owns (the host mounts it for these). */
export const paths = {
  billing: '/billing',
  billingUpdate: '/billing/update',
} as const;
