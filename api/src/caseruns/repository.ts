import type { CaseRun, CaseRunStep, CaseStep, PageQuery } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import { isTeamRow } from '../db/repository-team-rows';
import { newestFirst } from '../db/repository-pages';

export interface CaseRunRow {
  id: string;
  account_id: string;
  case_id: string;
  site_id: string;
  status: CaseRun['status'];
  case_steps: CaseStep[];
  steps: CaseRunStep[];
  continue_on_failure: boolean;
  base_url: string | null;
  error: string | null;
  issue_id: string | null;
  duration_ms: number | null;
  time_created: Date;
  time_completed: Date | null;
}

const COLUMNS = `id, account_id, case_id, site_id, status, case_steps, steps, continue_on_failure,
  base_url, error, issue_id, duration_ms, time_created, time_completed`;

export function toCaseRun(row: CaseRunRow): CaseRun {
  return {
    id: row.id,
    case: row.case_id,
    site: row.site_id,
    status: row.status,
    case_steps: row.case_steps,
    steps: row.steps,
    continue_on_failure: row.continue_on_failure,
    ...(row.base_url === null ? {} : { base_url: row.base_url }),
    error: row.error,
    issue: row.issue_id,
    duration_ms: row.duration_ms,
    time_created: row.time_created.toISOString(),
    time_completed: row.time_completed ? row.time_completed.toISOString() : null,
  };
}

export async function insertCaseRun(
  db: Queryable,
  run: {
    accountId: string;
    caseId: string;
    siteId: string;
    caseSteps: CaseStep[];
    steps: CaseRunStep[];
    continueOnFailure: boolean;
    baseUrl?: string | null;
  },
) {
  const rows = await db.query<CaseRunRow>(
    `INSERT INTO caseruns
       (account_id, case_id, site_id, case_steps, steps, continue_on_failure, base_url)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [
      run.accountId,
      run.caseId,
      run.siteId,
      JSON.stringify(run.caseSteps),
      JSON.stringify(run.steps),
      run.continueOnFailure,
      run.baseUrl ?? null,
    ],
  );
  return rows[0]!;
}

/** A run by id, the caller's team only; without a team (the job) any run. */
export async function findCaseRun(db: Queryable, id: string, accountId?: string) {
  const rows = await db.query<CaseRunRow>(
    `SELECT ${COLUMNS} FROM caseruns WHERE id = $1 AND ($2::uuid IS NULL OR account_id = $2)`,
    [id, accountId ?? null],
  );
  return rows[0] ?? null;
}

/** Newest first, narrowed by case and/or site. */
export function listCaseRuns(
  db: Queryable,
  filter: { accountId: string; caseId?: string | undefined; siteId?: string | undefined },
  page: PageQuery,
) {
  const match = { account_id: filter.accountId, case_id: filter.caseId, site_id: filter.siteId };
  return newestFirst<CaseRunRow>(db, { table: 'caseruns', match, columns: COLUMNS }, page);
}

/** Live progress: the per-step results so far, while the run is still working. */
export async function saveSteps(db: Queryable, id: string, steps: CaseRunStep[]) {
  await db.query(`UPDATE caseruns SET steps = $2 WHERE id = $1 AND status = 'working'`, [
    id,
    JSON.stringify(steps),
  ]);
}

/** Ends a working run (once: a run already ended keeps its outcome). Answers whether it did. */
export async function finishCaseRun(
  db: Queryable,
  id: string,
  outcome: {
    status: 'passed' | 'failed';
    steps?: CaseRunStep[];
    error: string | null;
    issueId: string | null;
    /** From the first step to the last (queue time not included); null when it never ran. */
    durationMs: number | null;
  },
) {
  const rows = await db.query<{ id: string }>(
    `UPDATE caseruns SET status = $2, steps = coalesce($3::jsonb, steps), error = $4,
       issue_id = $5, duration_ms = $6, time_completed = now()
     WHERE id = $1 AND status = 'working' RETURNING id`,
    [
      id,
      outcome.status,
      outcome.steps ? JSON.stringify(outcome.steps) : null,
      outcome.error,
      outcome.issueId,
      outcome.durationMs,
    ],
  );
  return rows.length > 0;
}

/** Each stored case run's status (working, passed or failed). */
export function caseRunStatuses(db: Queryable, ids: string[]) {
  return db.query<{ id: string; status: 'working' | 'passed' | 'failed' }>(
    'SELECT id::text, status FROM caseruns WHERE id = ANY($1::uuid[])',
    [ids],
  );
}

/** The title of the case a run ran (issues are named after it); null when the case is gone. */
export async function caseTitleOf(db: Queryable, caseId: string) {
  const rows = await db.query<{ title: string }>('SELECT title FROM cases WHERE id = $1', [caseId]);
  return rows[0]?.title ?? null;
}

/** The URL of the site a run is on; null when the site was deleted meanwhile. */
export async function siteUrlOf(db: Queryable, siteId: string) {
  const rows = await db.query<{ site_url: string }>('SELECT site_url FROM sites WHERE id = $1', [
    siteId,
  ]);
  return rows[0]?.site_url ?? null;
}

export const siteIsTeams = (db: Queryable, accountId: string, siteId: string) =>
  isTeamRow(db, 'sites', accountId, siteId);
