import type { PageQuery, Process, ProcessType } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import { newestFirst } from '../db/repository-pages';

/**
 * Process rows: background work a client follows (GET /v1/ops/process): created running,
 * progress rising 1 → 100, ended with `success` and the exception. Crawls, case generation and
 * the job kinds to come all keep their rows here.
 */
export interface ProcessRow {
  id: string;
  account_id: string;
  site_id: string | null;
  type: ProcessType;
  progress: number;
  success: boolean | null;
  exception: string | null;
  detail: string | null;
  time_created: Date;
  time_completed: Date | null;
}

const PROCESS_COLUMNS =
  'id, account_id, site_id, type, progress, success, exception, detail, time_created, time_completed';

export function toProcess(row: ProcessRow): Process {
  return {
    id: row.id,
    site: row.site_id,
    type: row.type,
    progress: row.progress,
    success: row.success,
    exception: row.exception,
    detail: row.detail,
    time_created: row.time_created.toISOString(),
    time_completed: row.time_completed ? row.time_completed.toISOString() : null,
  };
}

export async function insertProcess(
  db: Queryable,
  process: { accountId: string; siteId: string; type: ProcessType; progress: number },
): Promise<ProcessRow> {
  const rows = await db.query<ProcessRow>(
    `INSERT INTO processes (account_id, site_id, type, progress) VALUES ($1, $2, $3, $4)
     RETURNING ${PROCESS_COLUMNS}`,
    [process.accountId, process.siteId, process.type, process.progress],
  );
  return rows[0]!;
}

export async function findProcess(db: Queryable, id: string) {
  const rows = await db.query<ProcessRow>(
    `SELECT ${PROCESS_COLUMNS} FROM processes WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** The crawl of a site still running, if any (so a second request does not start another). */
export async function findRunningCrawl(db: Queryable, siteId: string) {
  const rows = await db.query<ProcessRow>(
    `SELECT ${PROCESS_COLUMNS} FROM processes
     WHERE site_id = $1 AND type = 'crawl' AND time_completed IS NULL
     ORDER BY time_created DESC LIMIT 1`,
    [siteId],
  );
  return rows[0] ?? null;
}

/** (Re)starts a process: a retried job begins again without an old failure showing. */
export async function restartProcess(db: Queryable, id: string) {
  await db.query(
    `UPDATE processes SET success = NULL, exception = NULL, time_completed = NULL,
     progress = GREATEST(progress, 1) WHERE id = $1`,
    [id],
  );
}

/** Progress only rises while a process runs. */
export async function setProgress(db: Queryable, id: string, progress: number) {
  await db.query(
    'UPDATE processes SET progress = GREATEST(progress, $2) WHERE id = $1 AND time_completed IS NULL',
    [id, progress],
  );
}

/** Ends a process: progress 100 either way, `success` and the exception say how it went. */
export async function finishProcess(db: Queryable, id: string, exception: string | null) {
  await db.query(
    `UPDATE processes SET success = $2, exception = $3, time_completed = now(), progress = 100
     WHERE id = $1`,
    [id, exception === null, exception],
  );
}

/** What a process says of its outcome beyond success (a crawl's pages, its limit), or none. */
export async function setDetail(db: Queryable, id: string, detail: string | null) {
  await db.query('UPDATE processes SET detail = $2 WHERE id = $1', [id, detail]);
}

/**
 * Ends a process that is still running with `exception` (a job that failed for good); one that
 * already ended keeps its outcome.
 */
export async function failProcess(db: Queryable, id: string, exception: string) {
  await db.query(
    `UPDATE processes SET success = false, exception = $2, time_completed = now(), progress = 100
     WHERE id = $1 AND time_completed IS NULL`,
    [id, exception],
  );
}

/** The site's running processes of `type` created at or after `since` (oldest first). */
export async function runningProcessesSince(
  db: Queryable,
  siteId: string,
  type: ProcessType,
  since: Date,
) {
  return db.query<ProcessRow>(
    `SELECT ${PROCESS_COLUMNS} FROM processes
     WHERE site_id = $1 AND type = $2 AND time_completed IS NULL AND time_created >= $3
     ORDER BY time_created, id`,
    [siteId, type, since],
  );
}

export function listProcesses(
  db: Queryable,
  filter: { accountId: string; type?: ProcessType; siteId?: string },
  page: PageQuery,
) {
  const match = { account_id: filter.accountId, type: filter.type, site_id: filter.siteId };
  return newestFirst<ProcessRow>(db, { table: 'processes', match, columns: PROCESS_COLUMNS }, page);
}

/** The id of the site's newest `type` process created since process `afterId`, if any. */
export async function newestProcessSince(
  db: Queryable,
  siteId: string,
  type: ProcessType,
  afterId: string,
): Promise<string | null> {
  const rows = await db.query<{ id: string }>(
    `SELECT g.id FROM processes g JOIN processes c ON c.id = $3
     WHERE g.site_id = $1 AND g.type = $2 AND g.time_created >= c.time_created
     ORDER BY g.time_created DESC, g.id DESC LIMIT 1`,
    [siteId, type, afterId],
  );
  return rows[0]?.id ?? null;
}

/** The team the site belongs to (a process is the team's); null when the site is gone. */
export async function siteAccountId(db: Queryable, siteId: string) {
  const rows = await db.query<{ account_id: string }>(
    'SELECT account_id FROM sites WHERE id = $1',
    [siteId],
  );
  return rows[0]?.account_id ?? null;
}
