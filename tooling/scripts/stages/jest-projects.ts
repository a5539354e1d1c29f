/**
 * The packages tested in jsdom, one Jest project each (root jest.config.ts), and the projects
 * with no browser and no database server, which `pnpm test:quick` runs. One list for both.
 */
export const BROWSER_PACKAGES = [
  'shared',
  'host',
  'remote-auth',
  'remote-onboarding',
  'remote-billing',
  'remote-monitoring',
];

export const UNIT_PROJECTS = ['contract', 'tooling', ...BROWSER_PACKAGES];
