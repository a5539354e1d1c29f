import { href, paramNames, REMOTE_NAMES, ROUTE_LIST, ROUTES, routesOf, SIDEBAR } from './index';

/** A pattern as a regular expression: each `:name` segment is one non-empty path segment. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/:[a-z_]+/gi, '[^/]+')}$`);

describe('route table', () => {
  it('gives every route its own path (parameter names aside)', () => {
    const paths = ROUTE_LIST.map((route) => route.path.replace(/:[a-z_]+/gi, ':'));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every route an owner that exists: a remote or the host', () => {
    for (const route of ROUTE_LIST) {
      expect([...REMOTE_NAMES, 'host']).toContain(route.owner);
    }
    for (const remote of REMOTE_NAMES) expect(routesOf(remote).length).toBeGreaterThan(0);
  });

  it('serves every shell route of product.md §2 from one row', () => {
    const shellPaths = ROUTE_LIST.filter((route) => route.frame === 'shell').map((r) => r.path);
    expect(shellPaths.sort()).toEqual(
      [
        '/',
        '/internal-api',
        '/logs',
        '/account',
        '/billing',
        '/billing/update',
        '/schedule',
        '/404',
        '/site/:id',
        '/page/:id',
        '/page/:id/report',
        '/site/:id/migration',
        '/scan/:id',
        '/test/:id',
        '/case',
        '/case/:id',
        '/caserun/:id',
        '/flow',
        '/flow/:id',
        '/flowrun/:id',
        '/issue',
        '/issue/:id',
        '/issue/new',
        '/slack',
        '/uptime',
        '/uptime/:id',
      ].sort(),
    );
  });

  it('lets anyone open the sign-in screens, and the wizard and onboarding apply their own rules', () => {
    const byAccess = (access: string) =>
      ROUTE_LIST.filter((route) => route.access === access).map((route) => route.path);
    expect(byAccess('public')).toEqual([
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password',
      '/google-confirm',
    ]);
    expect(byAccess('screen-decides')).toEqual(['/account/new', '/account/join', '/onboard']);
  });

  it('puts every shell route behind sign-in, since the shell shows the team and account', () => {
    const shell = ROUTE_LIST.filter((route) => route.frame === 'shell');
    expect(shell.filter((route) => route.access !== 'signed-in')).toEqual([]);
  });

  it('builds hrefs that match their own pattern', () => {
    for (const route of ROUTE_LIST) {
      const builder: unknown = href[route.name];
      const names = paramNames(route.path);
      expect(typeof builder).toBe(names.length ? 'function' : 'string');
      const built =
        typeof builder === 'function'
          ? (builder as (...values: string[]) => string)(...names.map((_, i) => `value ${i}`))
          : builder;
      expect(built).toMatch(patternOf(route.path));
    }
  });

  it('encodes parameter values and refuses a missing one', () => {
    expect(href.site('a b')).toBe('/site/a%20b');
    expect(href.pageReport('42')).toBe('/page/42/report');
    expect(href.logs).toBe('/logs');
    expect(() => (href.scan as (...values: string[]) => string)()).toThrow(
      'missing path parameter id',
    );
  });

  it('lists the sidebar in the spec order, each entry on a route without parameters', () => {
    expect(SIDEBAR.map((entry) => [entry.label, entry.href, entry.badge])).toEqual([
      ['Home', '/', undefined],
      ['Uptime', '/uptime', undefined],
      ['Schedules', '/schedule', undefined],
      ['Flows', '/flow', 'beta'],
      ['Cases', '/case', undefined],
      ['Issues', '/issue', 'open-issues'],
      ['Logs', '/logs', undefined],
      ['Billing', '/billing', undefined],
      ['Account', '/account', undefined],
    ]);
    for (const entry of SIDEBAR) {
      const route = ROUTES[entry.route];
      expect(route.path).toBe(entry.href);
      expect(paramNames(route.path)).toEqual([]);
      expect(route.frame).toBe('shell');
    }
    const orders = SIDEBAR.map((entry) => entry.order);
    expect(new Set(orders).size).toBe(orders.length);
  });
});
