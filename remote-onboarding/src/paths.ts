/** Route paths this remote owns or sends users to, in one place. */
export const paths = {
  onboard: '/onboard',
  home: '/',
  register: '/register',
} as const;
