/** Sidebar entries in the spec's order (product.md §2). */
export const NAV_ITEMS = [
  { label: 'Home', path: '/' },
  { label: 'Schedules', path: '/schedule' },
  { label: 'Flows', path: '/flow', badge: 'beta' },
  { label: 'Cases', path: '/case' },
  { label: 'Issues', path: '/issue', showsOpenIssues: true },
  { label: 'Logs', path: '/logs' },
  { label: 'Billing', path: '/billing' },
  { label: 'Account', path: '/account' },
] as const;

/** Open (16rem) and closed (6rem) widths of the desktop sidebar (product.md §2). */
export const SIDEBAR_WIDTH = { open: '16rem', closed: '6rem' } as const;
