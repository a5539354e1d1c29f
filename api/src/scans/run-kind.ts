import type { Metrics } from '../runs/conditions';
import { byId, type RunKind } from '../runs/run-kind';
import { enqueueScans } from './jobs';
import { previousScanFigures, scanStatuses, scanWithFigures, type ScanFigures } from './repository';
import { createScanService } from './service';

/** A scan's figures as monitoring.md §5.10 names them. */
function scanMetrics(scan: ScanFigures): Metrics {
  const metrics: Metrics = {};
  const set = (key: keyof Metrics, value: number | null | undefined) => {
    if (typeof value === 'number') metrics[key] = value;
  };
  set('health', scan.score);
  const lighthouse = scan.lighthouse?.scores ?? {};
  set('performance', lighthouse.performance);
  set('accessibility', lighthouse.accessibility);
  set('best_practices', lighthouse.best_practices);
  set('seo', lighthouse.seo);
  set('lighthouse_average', lighthouse.average);
  set('security_average', scan.security?.scores?.average);
  set('logs', scan.logs.filter((entry) => entry.level === 'error').length);
  if (scan.a11y) set('a11y_violations', scan.a11y.violations?.length ?? 0);
  return metrics;
}

/** Adds `<key>_delta` (this scan less the one before it on the page) for each scan figure. */
function withDeltas(current: Metrics, previous: Metrics | null): Metrics {
  if (!previous) return current;
  const result: Metrics = { ...current };
  for (const [key, value] of Object.entries(current)) {
    const before = previous[key as keyof Metrics];
    if (typeof value === 'number' && typeof before === 'number')
      result[`${key}_delta` as keyof Metrics] = value - before;
  }
  return result;
}

/**
 * A page's scan: one per page asked for, its job queued with the scans. A page unchanged since
 * its last capture keeps it, with the same figures: its deltas are 0, nothing to alert on.
 */
export const scanRunKind: RunKind = {
  type: 'scan',
  unit: 'page',
  usage: 'scans',
  async make(db, queue, { accountId, pageIds }) {
    const made: string[] = [];
    for (const pageId of pageIds) {
      // A schedule's scan keeps the capture of a page that did not change (issue 44).
      const scans = await createScanService(db).create(accountId, {
        page_id: pageId,
        force: false,
      });
      made.push(...scans.map((scan) => scan.id));
    }
    if (queue) await enqueueScans(queue, made, db);
    return made;
  },
  statuses: (db, ids) => byId(scanStatuses(db, ids)),
  async facts(db, id) {
    const scan = await scanWithFigures(db, id);
    if (!scan) return null;
    const previous = await previousScanFigures(db, scan.page_id, scan.time_completed ?? new Date());
    return {
      metrics: withDeltas(scanMetrics(scan), previous ? scanMetrics(previous) : null),
      subject: `scan:page:${scan.page_id}`,
      siteUrl: scan.site_url,
      pageUrl: scan.page_url,
    };
  },
  path: (id) => `/scan/${id}`,
};
