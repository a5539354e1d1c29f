/** Route paths this remote owns or links to, in one place. */
export const paths = {
  home: '/',
  site: (id: string) => `/site/${id}`,
  page: (id: string) => `/page/${id}`,
  scan: (id: string) => `/scan/${id}`,
  cases: '/case',
  case: (id: string) => `/case/${id}`,
  issues: '/issue',
} as const;
