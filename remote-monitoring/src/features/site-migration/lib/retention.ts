import type { SiteMigrationPath } from '@vigil/contract';

/**
 * Whether retention has removed a compared path's scans, and their screenshots with them: the
 * path keeps its scores and changes, its scan ids read null (contract: null once retention
 * deleted them). A working path's scans are not made yet, not removed.
 */
export const screenshotsRemoved = (path: SiteMigrationPath) =>
  path.status !== 'working' && path.source_scan === null && path.target_scan === null;
