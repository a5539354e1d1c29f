import type { RemoteName } from '../federation/registry';

/**
 * Which remote renders which path (product.md §2). The host only needs the patterns to route and
 * to tell "not found"; each remote's ./App holds the screens for its own paths.
 */
export const REMOTE_PATHS: Record<RemoteName, string[]> = {
  auth: [
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/google-confirm',
    '/account/new',
    '/account/join',
  ],
  onboarding: ['/onboard'],
  billing: ['/billing', '/billing/update'],
  monitoring: [
    '/',
    '/internal-api',
    '/logs',
    '/account',
    '/schedule',
    '/site/:id',
    '/site/:id/migration',
    '/page/:id',
    '/page/:id/report',
    '/scan/:id',
    '/test/:id',
    '/case',
    '/case/:id',
    '/caserun/:id',
    '/flow',
    '/flow/:id',
    '/flowrun/:id',
    '/issue',
    '/issue/new',
    '/issue/:id',
    '/slack',
  ],
};
