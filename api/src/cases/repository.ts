import type { Case, PageQuery } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import { findTeamRow, isTeamRow } from '../db/repository-team-rows';
import { newestFirst } from '../db/repository-pages';
import type { GeneratedCase } from './generator';

export interface CaseRow {
  id: string;
  account_id: string;
  site_id: string | null;
  title: string;
  type: Case['type'];
  steps: Case['steps'];
  time_created: Date;
  managed_by: string | null;
}

const COLUMNS = 'id, account_id, site_id, title, type, steps, time_created, managed_by';

export function toCase(row: CaseRow): Case {
  return {
    id: row.id,
    title: row.title,
    site: row.site_id,
    type: row.type,
    steps: row.steps,
    time_created: row.time_created.toISOString(),
    managed_by: row.managed_by,
  };
}

/**
 * Stores the generated cases of a site: one row per (site, key), so a retried or repeated
 * generation updates its cases instead of adding more.
 */
export async function upsertGeneratedCases(
  db: Queryable,
  accountId: string,
  siteId: string,
  cases: GeneratedCase[],
) {
  if (cases.length === 0) return;
  await db.query(
    `INSERT INTO cases (account_id, site_id, title, type, steps, generated_key)
     SELECT $1, $2, c.title, 'generated', c.steps, c.key
     FROM jsonb_to_recordset($3::jsonb) AS c(key text, title text, steps jsonb)
     ON CONFLICT (site_id, generated_key) WHERE generated_key IS NOT NULL
     DO UPDATE SET title = EXCLUDED.title, steps = EXCLUDED.steps`,
    [accountId, siteId, JSON.stringify(cases)],
  );
}

export const findCase = (db: Queryable, accountId: string, id: string) =>
  findTeamRow<CaseRow>(db, 'cases', accountId, id, COLUMNS);

/** Newest first; optionally one site's, optionally one type (generated or recorded). */
export function listCases(
  db: Queryable,
  filter: { accountId: string; siteId?: string; type?: Case['type'] },
  page: PageQuery,
) {
  const match = { account_id: filter.accountId, site_id: filter.siteId, type: filter.type };
  return newestFirst<CaseRow>(db, { table: 'cases', match, columns: COLUMNS }, page);
}

/** A recorded case (written by hand or imported from a Playwright file). */
export async function insertRecordedCase(
  db: Queryable,
  accountId: string,
  input: { siteId: string; title: string; steps: Case['steps']; managedBy?: string | null },
) {
  const rows = await db.query<CaseRow>(
    `INSERT INTO cases (account_id, site_id, title, type, steps, managed_by)
     VALUES ($1, $2, $3, 'recorded', $4, $5) RETURNING ${COLUMNS}`,
    [accountId, input.siteId, input.title, JSON.stringify(input.steps), input.managedBy ?? null],
  );
  return rows[0]!;
}

/** Changes the fields given; null when the case is not the team's. */
export async function updateCase(
  db: Queryable,
  accountId: string,
  id: string,
  changes: { title?: string; siteId?: string; steps?: Case['steps']; managedBy?: string | null },
) {
  const rows = await db.query<CaseRow>(
    // A generated case moved to another site is no longer that site's generated case: without
    // its key, the new site's own generation neither collides with it nor overwrites it.
    `UPDATE cases SET title = coalesce($3, title), site_id = coalesce($4::uuid, site_id),
       steps = coalesce($5::jsonb, steps),
       managed_by = CASE WHEN $6::boolean THEN $7::text ELSE managed_by END,
       generated_key = CASE WHEN $4::uuid IS DISTINCT FROM NULL AND $4::uuid IS DISTINCT FROM site_id
         THEN NULL ELSE generated_key END
     WHERE id = $1 AND account_id = $2 RETURNING ${COLUMNS}`,
    [
      id,
      accountId,
      changes.title ?? null,
      changes.siteId ?? null,
      changes.steps ? JSON.stringify(changes.steps) : null,
      // Absent (the screens) keeps the mark; null clears it.
      changes.managedBy !== undefined,
      changes.managedBy ?? null,
    ],
  );
  return rows[0] ?? null;
}

export const caseIsTeams = (db: Queryable, accountId: string, caseId: string) =>
  isTeamRow(db, 'cases', accountId, caseId);

/** At most `limit` screenshots of the case's runs (their bytes go before the rows). */
export function caseRunArtifacts(db: Queryable, accountId: string, caseId: string, limit: number) {
  return db.query<{ id: string; account_id: string; content_hash: string | null }>(
    `SELECT r.id, r.account_id, r.content_hash FROM artifacts r
     JOIN caseruns c ON c.id = r.caserun_id WHERE c.case_id = $1 AND r.account_id = $2
     LIMIT ${limit}`,
    [caseId, accountId],
  );
}

/** Deletes the case (its runs cascade); false when it is not the team's. */
export async function deleteCaseRow(db: Queryable, accountId: string, caseId: string) {
  const deleted = await db.query(
    'DELETE FROM cases WHERE id = $1 AND account_id = $2 RETURNING id',
    [caseId, accountId],
  );
  return deleted.length > 0;
}

/** The site's first `limit` pages (shortest URLs first), each with its newest page source. */
export function pagesWithSource(db: Queryable, siteId: string, limit: number) {
  return db.query<{ page_url: string; html_artifact_id: string | null }>(
    `SELECT p.page_url, (
       SELECT s.html_artifact_id FROM scans s
       WHERE s.page_id = p.id AND s.time_completed IS NOT NULL AND s.html_artifact_id IS NOT NULL
       ORDER BY s.time_completed DESC LIMIT 1
     ) AS html_artifact_id
     FROM pages p WHERE p.site_id = $1
     ORDER BY length(p.page_url), p.page_url COLLATE "C" LIMIT $2`,
    [siteId, limit],
  );
}

/** How many of the scans of the crawl that made this scan have completed; null: not a crawl's. */
export async function crawlScanProgress(db: Queryable, scanId: string) {
  const rows = await db.query<{
    site_id: string;
    crawl_process_id: string;
    done: number;
    total: number;
  }>(
    `SELECT s.site_id, s.crawl_process_id,
       count(*) FILTER (WHERE c.time_completed IS NOT NULL)::int AS done, count(*)::int AS total
     FROM scans s JOIN scans c ON c.crawl_process_id = s.crawl_process_id
     WHERE s.id = $1 GROUP BY s.site_id, s.crawl_process_id`,
    [scanId],
  );
  return rows[0] ?? null;
}
