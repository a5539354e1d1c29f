/** The browser apps: four remotes, each a federation container the host loads at runtime. */
export const REMOTE_NAMES = ['auth', 'onboarding', 'billing', 'monitoring'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
/** Who renders a route: a remote's ./App, or the host itself. */
export type RouteOwner = RemoteName | 'host';

/**
 * Who may open a route. `signed-in`: the host sends anyone else to /login and remembers the
 * address. `screen-decides`: signed-in users only, but the screen applies its own rules (the
 * wizard sends visitors to /login, onboarding to /register, product.md §4), so the host lets
 * everyone through.
 */
export type RouteAccess = 'public' | 'signed-in' | 'screen-decides';

/** `shell`: inside the host's sidebar and top bar; `full-page`: the whole window. */
export type RouteFrame = 'shell' | 'full-page';

/** What a sidebar link shows (product.md §2); the host draws it, `order` places it. */
export interface SidebarEntry {
  label: string;
  order: number;
  /** `beta`: a primary badge reading beta; `open-issues`: a warning badge with the count. */
  badge?: 'beta' | 'open-issues';
}

export interface RouteDefinition {
  /** A react-router pattern; `:name` segments are filled by the route's href builder. */
  path: string;
  title: string;
  owner: RouteOwner;
  access: RouteAccess;
  frame: RouteFrame;
  sidebar?: SidebarEntry;
}

const fullPage = <const O extends RouteOwner, const P extends string>(
  owner: O,
  path: P,
  title: string,
  access: 'public' | 'screen-decides',
) => ({ owner, path, title, access, frame: 'full-page' }) as const;

const shell = <const O extends RouteOwner, const P extends string>(
  owner: O,
  path: P,
  title: string,
  sidebar?: SidebarEntry,
) => ({ owner, path, title, access: 'signed-in', frame: 'shell', sidebar }) as const;

/**
 * Every screen the app serves (product.md §2), by name. The host builds its router, guard,
 * not-found handling and sidebar from it; each remote builds its routes from its own rows.
 */
export const ROUTES = {
  login: fullPage('auth', '/login', 'Sign in', 'public'),
  register: fullPage('auth', '/register', 'Create your account', 'public'),
  forgotPassword: fullPage('auth', '/forgot-password', 'Forgot password', 'public'),
  resetPassword: fullPage('auth', '/reset-password', 'Choose a new password', 'public'),
  googleConfirm: fullPage('auth', '/google-confirm', 'Signing you in', 'public'),
  accountNew: fullPage('auth', '/account/new', 'Set up your team', 'screen-decides'),
  accountJoin: fullPage('auth', '/account/join', 'Set up your team', 'screen-decides'),

  onboard: fullPage('onboarding', '/onboard', 'Onboarding', 'screen-decides'),

  billing: shell('billing', '/billing', 'Billing', { label: 'Billing', order: 7 }),
  billingUpdate: shell('billing', '/billing/update', 'Update billing'),

  home: shell('monitoring', '/', 'Home', { label: 'Home', order: 1 }),
  internalApi: shell('monitoring', '/internal-api', 'API access'),
  logs: shell('monitoring', '/logs', 'Logs', { label: 'Logs', order: 6 }),
  account: shell('monitoring', '/account', 'Account', { label: 'Account', order: 8 }),
  schedules: shell('monitoring', '/schedule', 'Schedules', { label: 'Schedules', order: 2 }),
  uptime: shell('monitoring', '/uptime', 'Uptime', { label: 'Uptime', order: 1.5 }),
  uptimeMonitor: shell('monitoring', '/uptime/:id', 'Monitor'),
  site: shell('monitoring', '/site/:id', 'Site'),
  siteMigration: shell('monitoring', '/site/:id/migration', 'Site migration'),
  page: shell('monitoring', '/page/:id', 'Page'),
  pageReport: shell('monitoring', '/page/:id/report', 'Page report'),
  scan: shell('monitoring', '/scan/:id', 'Scan'),
  test: shell('monitoring', '/test/:id', 'Test'),
  cases: shell('monitoring', '/case', 'Cases', { label: 'Cases', order: 4 }),
  case: shell('monitoring', '/case/:id', 'Case'),
  caseRun: shell('monitoring', '/caserun/:id', 'Case run'),
  flows: shell('monitoring', '/flow', 'Flows', { label: 'Flows', order: 3, badge: 'beta' }),
  flow: shell('monitoring', '/flow/:id', 'Flow'),
  flowRun: shell('monitoring', '/flowrun/:id', 'Flow run'),
  issues: shell('monitoring', '/issue', 'Issues', {
    label: 'Issues',
    order: 5,
    badge: 'open-issues',
  }),
  newIssue: shell('monitoring', '/issue/new', 'New issue'),
  issue: shell('monitoring', '/issue/:id', 'Issue'),
  slack: shell('monitoring', '/slack', 'Slack'),

  // Unmatched paths show the same screen without a route of their own (the host's `*`).
  notFound: shell('host', '/404', 'Page not found'),
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof ROUTES;
/** The names of the routes `owner` renders. */
export type RouteNameOf<O extends RouteOwner> = {
  [N in RouteName]: (typeof ROUTES)[N]['owner'] extends O ? N : never;
}[RouteName];
