/** Route paths this remote owns or links to, in one place. */
export const paths = {
  home: '/',
  site: (id: string) => `/site/${id}`,
  page: (id: string) => `/page/${id}`,
  pageReport: (id: string) => `/page/${id}/report`,
  scan: (id: string) => `/scan/${id}`,
  cases: '/case',
  case: (id: string) => `/case/${id}`,
  issues: '/issue',
  newIssue: '/issue/new',
  issue: (id: string) => `/issue/${id}`,
  logs: '/logs',
  internalApi: '/internal-api',
} as const;
