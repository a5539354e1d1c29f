/** A case as a Playwright test file and back (issue 14): customers are never locked in. */
export * from './describe-step';
export * from './export';
export * from './import';
