import type { TestComponent } from '@vigil/contract';

/**
 * What comparing two scans writes on its row: a page test's (tests) and a site migration path's
 * (site_migration_paths) have the same six columns, so both write them the one way below.
 */
export interface ComparisonResult {
  status: string;
  score: number | null;
  component_scores: object | null;
  failing_components: TestComponent[];
  deltas: object | null;
  error: string | null;
}

/** A comparison that could not be made: failed, nothing measured, the reason kept to 500. */
export const failedComparison = (error: string) => ({
  status: 'failed' as const,
  score: null,
  component_scores: null,
  failing_components: [] as TestComponent[],
  deltas: null,
  error: error.slice(0, 500),
});

/**
 * A result as the UPDATE's parameters, in the order both tables' writes take them: status,
 * score, component_scores, failing_components, deltas, error (the JSON columns serialised).
 */
export const comparisonParams = (result: ComparisonResult) => [
  result.status,
  result.score,
  result.component_scores === null ? null : JSON.stringify(result.component_scores),
  result.failing_components,
  result.deltas === null ? null : JSON.stringify(result.deltas),
  result.error,
];
