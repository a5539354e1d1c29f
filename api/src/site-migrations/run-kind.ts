import { byId, type RunKind } from '../runs/run-kind';
import { findMigration, migrationStatuses } from './repository';
import { createSiteMigrationService } from './service';

/**
 * A site migration on a site, as a schedule's or a flow node's task: the site's latest migration
 * repeated (same other host, paths and threshold), its scans queued with it; the pipeline ends
 * it when its last path is compared (engine/pipeline.ts).
 */
export const migrationRunKind: RunKind = {
  type: 'migration',
  unit: 'site',
  // Each path counts as a test (and two scans), as a migration started by hand does.
  usage: 'tests',
  async make(db, queue, { accountId, siteId }) {
    return [await createSiteMigrationService(db, { queue }).repeatLatest(accountId, siteId!)];
  },
  statuses: (db, ids) => byId(migrationStatuses(db, ids)),
  async facts(db, id) {
    const migration = await findMigration(db, id);
    if (!migration) return null;
    return {
      metrics: { migration_status: migration.status },
      // One state per site and other host: comparing with a second host is another check.
      subject: `migration:site:${migration.site_id}:${migration.base_url}`,
      siteUrl: migration.site_url,
      pageUrl: null,
      siteId: migration.site_id,
    };
  },
  path: (id, facts) => `/site/${facts.siteId}/migration?migration=${id}`,
};
