import { caseRunKind } from '../caseruns/run-kind';
import { flowRunKind } from '../flows/run-kind';
import { testRunKind } from '../page-tests/run-kind';
import type { RunKinds } from '../runs/run-kind';
import { scanRunKind } from '../scans/run-kind';
import { migrationRunKind } from '../site-migrations/run-kind';

/**
 * Every kind of run, by type: what schedules fire, flow nodes make, and alerts and flow
 * conditions read the figures of. A new kind is its folder's `run-kind.ts` and one line here
 * (the contract's runTypeSchema names it; the type below fails until the line is added).
 */
export const RUN_KINDS: RunKinds = {
  scan: scanRunKind,
  test: testRunKind,
  caserun: caseRunKind,
  flowrun: flowRunKind,
  migration: migrationRunKind,
};
