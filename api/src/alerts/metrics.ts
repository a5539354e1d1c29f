import type { Queryable } from '../db/connection';
import type { Metrics } from './evaluate';

/** A finished object a schedule made. */
export interface FinishedObject {
  type: 'scan' | 'test' | 'caserun' | 'flowrun';
  id: string;
}

/** The object's figures, who it is about (the storm key) and what a message names. */
export interface ObjectFacts {
  metrics: Metrics;
  /** The same check on the same page or site: its state is remembered per subject. */
  subject: string;
  siteUrl: string;
  pageUrl: string | null;
  /** Where the object is read in the app. */
  path: string;
}

interface ScanFigures {
  score: number | null;
  lighthouse: { scores?: Record<string, number | null> } | null;
  security: { scores?: Record<string, number> } | null;
  logs: { level?: string }[];
  a11y: { violations?: unknown[] } | null;
}

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

const SCAN_COLUMNS = 's.score, s.lighthouse, s.security, s.logs, s.a11y';

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

async function previousScan(db: Queryable, pageId: string, before: Date) {
  const [row] = await db.query<ScanFigures>(
    `SELECT ${SCAN_COLUMNS} FROM scans s WHERE s.page_id = $1 AND s.time_completed < $2
       AND s.error IS NULL ORDER BY s.time_completed DESC LIMIT 1`,
    [pageId, before],
  );
  return row ? scanMetrics(row) : null;
}

/** The facts of a finished scan, test or case run; null when it is gone. */
export async function factsOf(db: Queryable, object: FinishedObject): Promise<ObjectFacts | null> {
  if (object.type === 'scan') {
    const [scan] = await db.query<
      ScanFigures & { page_id: string; page_url: string; site_url: string; time_completed: Date }
    >(
      `SELECT ${SCAN_COLUMNS}, s.page_id, s.time_completed, p.page_url, t.site_url
       FROM scans s JOIN pages p ON p.id = s.page_id JOIN sites t ON t.id = s.site_id
       WHERE s.id = $1`,
      [object.id],
    );
    if (!scan) return null;
    const previous = await previousScan(db, scan.page_id, scan.time_completed ?? new Date());
    return {
      metrics: withDeltas(scanMetrics(scan), previous),
      subject: `scan:page:${scan.page_id}`,
      siteUrl: scan.site_url,
      pageUrl: scan.page_url,
      path: `/scan/${object.id}`,
    };
  }
  if (object.type === 'test') {
    const [test] = await db.query<{
      status: string;
      score: number | null;
      component_scores: Record<string, number | null> | null;
      page_id: string;
      page_url: string;
      site_url: string;
    }>(
      `SELECT x.status, x.score, x.component_scores, x.page_id, p.page_url, t.site_url
       FROM tests x JOIN pages p ON p.id = x.page_id JOIN sites t ON t.id = x.site_id
       WHERE x.id = $1`,
      [object.id],
    );
    if (!test) return null;
    const metrics: Metrics = { test_status: test.status };
    if (test.score !== null) metrics.test_score = test.score;
    for (const component of ['images', 'html', 'logs', 'lighthouse', 'security'] as const) {
      const value = test.component_scores?.[component];
      if (typeof value === 'number') metrics[`${component}_score`] = value;
    }
    return {
      metrics,
      subject: `test:page:${test.page_id}`,
      siteUrl: test.site_url,
      pageUrl: test.page_url,
      path: `/test/${object.id}`,
    };
  }
  if (object.type === 'flowrun') {
    const [flowrun] = await db.query<{
      status: string;
      flow_id: string;
      site_id: string;
      site_url: string;
    }>(
      `SELECT r.status, r.flow_id, r.site_id, t.site_url FROM flowruns r
       JOIN sites t ON t.id = r.site_id WHERE r.id = $1`,
      [object.id],
    );
    if (!flowrun) return null;
    return {
      metrics: { flowrun_status: flowrun.status },
      subject: `flowrun:${flowrun.flow_id}:site:${flowrun.site_id}`,
      siteUrl: flowrun.site_url,
      pageUrl: null,
      path: `/flowrun/${object.id}`,
    };
  }
  const [run] = await db.query<{
    status: string;
    case_id: string;
    site_id: string;
    site_url: string;
  }>(
    `SELECT r.status, r.case_id, r.site_id, t.site_url FROM caseruns r
     JOIN sites t ON t.id = r.site_id WHERE r.id = $1`,
    [object.id],
  );
  if (!run) return null;
  return {
    metrics: { caserun_status: run.status },
    subject: `caserun:${run.case_id}:site:${run.site_id}`,
    siteUrl: run.site_url,
    pageUrl: null,
    path: `/caserun/${object.id}`,
  };
}
