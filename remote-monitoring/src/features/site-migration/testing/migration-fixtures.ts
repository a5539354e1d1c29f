import type { SiteMigration, SiteMigrationPath, Test } from '@vigil/contract';
import { uuid } from '../../../testing/monitoring-fixtures';

const STARTED = '2026-03-01T09:00:00Z';

function pathFixture(index: number, path: string, overrides: Partial<SiteMigrationPath>) {
  return {
    id: uuid(index, 'a7a70000'),
    path,
    source_url: `https://site-1.example.com${path}`,
    target_url: `https://staging.example.com${path}`,
    source_scan: uuid(2 * index, '5ca40000'),
    target_scan: uuid(2 * index + 1, '5ca40000'),
    status: 'passed',
    score: 100,
    component_scores: null,
    failing_components: [],
    deltas: null,
    error: null,
    time_completed: STARTED,
    ...overrides,
  } satisfies SiteMigrationPath;
}

/** What the changed path's comparison found: a failed test's results (the route test's fixture). */
type Changed = Pick<Test, 'component_scores' | 'failing_components' | 'deltas'>;

/** A finished comparison: one path the same, one changed (`changed`'s report), one missing. */
export function finishedMigration(siteId: string, changed: Changed): SiteMigration {
  return {
    id: uuid(1, 'a1a70000'),
    site: siteId,
    site_url: 'https://site-1.example.com',
    base_url: 'https://staging.example.com',
    status: 'failed',
    threshold: 95,
    paths_total: 3,
    paths_done: 3,
    paths_failed: 2,
    time_created: STARTED,
    time_completed: STARTED,
    paths: [
      pathFixture(1, '/about', { component_scores: { ...changed.component_scores!, html: 100 } }),
      pathFixture(2, '/pricing', {
        status: 'failed',
        score: 87.1,
        component_scores: changed.component_scores,
        failing_components: changed.failing_components,
        deltas: changed.deltas,
      }),
      pathFixture(3, '/legacy', {
        status: 'failed',
        score: null,
        error: 'the other host could not be visited: HTTP 404',
      }),
    ],
  };
}

/** The same comparison while one of its three paths is done. */
export function workingMigration(siteId: string, changed: Changed): SiteMigration {
  const finished = finishedMigration(siteId, changed);
  return {
    ...finished,
    status: 'working',
    paths_done: 1,
    paths_failed: 0,
    time_completed: null,
    paths: finished.paths.map((path, index) =>
      index === 0 ? path : { ...path, status: 'working', score: null, error: null, deltas: null },
    ),
  };
}

export const summaryOf = ({ paths: _paths, ...summary }: SiteMigration) => summary;
