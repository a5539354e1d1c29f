import type { RunType } from '@vigil/contract';

/**
 * The table that keeps each kind's runs, each with a `site_id`. A Record over the contract's run
 * types, so a new run type does not compile until its table is named here; SQL that reaches a run
 * by its type (an issue's site, issues/repository.ts) reads the name from here, never from input.
 */
export const RUN_TABLES: Readonly<Record<RunType, string>> = {
  scan: 'scans',
  test: 'tests',
  caserun: 'caseruns',
  flowrun: 'flowruns',
  migration: 'site_migrations',
};
