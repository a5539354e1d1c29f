import type { SiteMigrationPath } from '@vigil/contract';

// Failed first (what needs a look), then passed, then those still being compared.
const RANK: Record<SiteMigrationPath['status'], number> = { failed: 0, passed: 1, working: 2 };

/**
 * Worst first: failed paths before passed ones, and within each the lowest difference score
 * first; a path that failed without a score (the other host answered 404) is the worst of all.
 */
export function worstFirst(paths: SiteMigrationPath[]): SiteMigrationPath[] {
  return [...paths].sort(
    (a, b) =>
      RANK[a.status] - RANK[b.status] ||
      (a.score ?? -1) - (b.score ?? -1) ||
      a.path.localeCompare(b.path),
  );
}
