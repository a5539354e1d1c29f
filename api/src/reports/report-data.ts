import type { Page, Scan, ScoreTrend } from '@vigil/contract';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import { scoreTrend } from '../metrics/score-trend';
import { toScan } from '../scans/repository';
import { latestCompletedScan } from './repository';
import { findPage, toPage } from '../sites/repository';

/** The score history a report shows (server.md: the last 30 days). */
export const REPORT_HISTORY_DAYS = 30;

export interface ReportData {
  page: Page;
  /** The newest completed scan, failed visits included (the report says why); null: none yet. */
  scan: Scan | null;
  history: ScoreTrend;
  generatedAt: Date;
}

/** What a page's report shows; another team's page is "not found" like an unknown id. */
export async function loadReportData(
  db: Db,
  accountId: string,
  pageId: string,
  now = new Date(),
): Promise<ReportData> {
  const row = await findPage(db, accountId, pageId);
  if (!row) throw notFound();
  const [scan, history] = await Promise.all([
    latestCompletedScan(db, row.id).then((scan) => (scan ? toScan(scan) : null)),
    scoreTrend(db, { page_id: row.id }, REPORT_HISTORY_DAYS, now),
  ]);
  return { page: toPage(row), scan, history, generatedAt: now };
}

/** `vigil-report-<host>-<yyyy-mm-dd>.pdf`; the host is reduced to characters safe in a header. */
export function reportFilename(pageUrl: string, date: Date): string {
  let host = 'page';
  try {
    host = new URL(pageUrl).hostname.replace(/[^a-z0-9.-]/gi, '') || 'page';
  } catch {
    // A stored URL always parses; 'page' only guards the header against a surprise.
  }
  return `vigil-report-${host}-${date.toISOString().slice(0, 10)}.pdf`;
}
