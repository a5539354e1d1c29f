import type { Db } from '../src/db/connection';

// Test helpers of the score trend tests: rows written straight into the database, so each scan
// completes at exactly the instant a test chooses.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of today, minus `daysAgo` days, plus `ms`. */
export function utcDay(daysAgo: number, ms = 0): Date {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - daysAgo * DAY_MS + ms);
}

export const hours = (h: number) => h * 60 * 60 * 1000;

/** The `YYYY-MM-DD` of that UTC day, as the trend names it. */
export const dateOf = (daysAgo: number) => utcDay(daysAgo).toISOString().slice(0, 10);

export async function insertSite(db: Db, accountId: string, siteUrl: string) {
  const [site] = await db.query<{ id: string }>(
    'INSERT INTO sites (account_id, site_url) VALUES ($1, $2) RETURNING id',
    [accountId, siteUrl],
  );
  return site!.id;
}

export async function insertPage(db: Db, accountId: string, siteId: string, pageUrl: string) {
  const [page] = await db.query<{ id: string }>(
    'INSERT INTO pages (account_id, site_id, page_url) VALUES ($1, $2, $3) RETURNING id',
    [accountId, siteId, pageUrl],
  );
  return page!.id;
}

export interface ScanAt {
  page: string;
  /** null: still running. */
  completed: Date | null;
  /** null: the visit failed, or the scan is running. */
  score: number | null;
}

export async function insertScans(db: Db, accountId: string, siteId: string, scans: ScanAt[]) {
  for (const scan of scans) {
    await db.query(
      `INSERT INTO scans (account_id, site_id, page_id, time_created, time_completed, score)
       VALUES ($1, $2, $3, coalesce($4, now()), $4, $5)`,
      [accountId, siteId, scan.page, scan.completed, scan.score],
    );
  }
}
