/**
 * Every route of the product, with the heading its screen shows: the shell journey renders each
 * one (shell.test.ts). Signed out, then signed in.
 */
export const PUBLIC_ROUTES: [string, string][] = [
  ['/login', 'Sign in'],
  ['/register', 'Create your account'],
  ['/forgot-password', 'Forgot password'],
  ['/reset-password?token=x', 'Choose a new password'],
  ['/google-confirm', 'Signing you in'],
];

export const SIGNED_IN_ROUTES: [string, string][] = [
  ['/account/new', 'Set up your team'],
  ['/account/join?team=t&code=c&member=m', 'Set up your team'],
  ['/onboard', 'Add your first site'],
  ['/billing', 'Billing'],
  ['/billing/update', 'Billing'],
  ['/', 'Home'],
  ['/internal-api', 'API access'],
  ['/logs', 'Logs'],
  ['/account', 'Account'],
  ['/schedule', 'Schedules'],
  ['/uptime', 'Uptime'],
  ['/uptime/1', 'Monitor'],
  ['/site/1', 'Site'],
  ['/site/1/migration', 'Site migration'],
  ['/page/1', 'Page'],
  ['/page/1/report', 'Page report'],
  ['/scan/1', 'Scan'],
  ['/test/1', 'Test'],
  ['/case', 'Cases'],
  ['/case/1', 'Case'],
  ['/caserun/1', 'Case run'],
  ['/flow', 'Flows'],
  ['/flow/1', 'Flow'],
  ['/flowrun/1', 'Flow run'],
  ['/issue', 'Issues'],
  ['/issue/new', 'New issue'],
  ['/issue/1', 'Issue'],
  ['/slack', 'Slack'],
  ['/404', 'Page not found'],
  ['/no/such/page', 'Page not found'],
];
