import type { ApiLog, ApiLogDetail } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import { findTeamRow } from '../db/repository-team-rows';
import { teamsHolding } from '../teams/repository';
import type { StoredPayload } from './redact';

export interface ApiLogRow {
  id: string;
  account_id: string;
  time_created: Date;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  request_body: string | null;
  request_truncated: boolean;
  response_body: string | null;
  response_truncated: boolean;
}

/** What the list shows: not the payloads, which can be 32 KB a row. */
const SUMMARY_COLUMNS = 'id, time_created, method, path, status, duration_ms';

/** `?status=` as a range: `4xx` is 400..499, `404` is 404..404. */
export interface ApiLogFilter {
  statusFrom?: number;
  statusTo?: number;
  method?: string;
}

export async function insertApiLog(
  db: Queryable,
  log: {
    accountId: string;
    time: Date;
    method: string;
    path: string;
    status: number;
    durationMs: number;
    request: StoredPayload;
    response: StoredPayload;
  },
) {
  await db.query(
    `INSERT INTO api_logs (account_id, time_created, method, path, status, duration_ms,
       request_body, request_truncated, response_body, response_truncated)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      log.accountId,
      log.time,
      log.method,
      log.path,
      log.status,
      log.durationMs,
      log.request.text,
      log.request.truncated,
      log.response.text,
      log.response.truncated,
    ],
  );
}

function where(accountId: string, filter: ApiLogFilter) {
  const params: unknown[] = [accountId];
  const clauses = ['account_id = $1'];
  if (filter.statusFrom !== undefined && filter.statusTo !== undefined) {
    params.push(filter.statusFrom, filter.statusTo);
    clauses.push(`status BETWEEN $${params.length - 1} AND $${params.length}`);
  }
  if (filter.method) {
    params.push(filter.method);
    clauses.push(`method = $${params.length}`);
  }
  return { sql: clauses.join(' AND '), params };
}

export async function countApiLogs(db: Queryable, accountId: string, filter: ApiLogFilter) {
  const { sql, params } = where(accountId, filter);
  const rows = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM api_logs WHERE ${sql}`,
    params,
  );
  return rows[0]?.count ?? 0;
}

/** Newest first; id breaks ties so pages never repeat or skip a row. */
export async function listApiLogs(
  db: Queryable,
  accountId: string,
  filter: ApiLogFilter,
  limit: number,
  offset: number,
) {
  const { sql, params } = where(accountId, filter);
  return db.query<ApiLogRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM api_logs WHERE ${sql}
     ORDER BY time_created DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, limit, offset],
  );
}

export const findApiLog = (db: Queryable, accountId: string, id: string) =>
  findTeamRow<ApiLogRow>(db, 'api_logs', accountId, id);

export function toApiLog(row: ApiLogRow): ApiLog {
  return {
    id: row.id,
    time_created: row.time_created.toISOString(),
    method: row.method,
    path: row.path,
    status: row.status,
    duration_ms: row.duration_ms,
  };
}

/** A whole payload goes back as JSON; a cut one as the text that was kept. */
function payloadOf(text: string | null, truncated: boolean): unknown {
  if (text === null) return null;
  if (truncated) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function toApiLogDetail(row: ApiLogRow): ApiLogDetail {
  return {
    ...toApiLog(row),
    request: payloadOf(row.request_body, row.request_truncated),
    request_truncated: row.request_truncated,
    response: payloadOf(row.response_body, row.response_truncated),
    response_truncated: row.response_truncated,
  };
}

/** The teams that have API log rows, with what their plan's retention is read from. */
export const accountsWithLogs = (db: Queryable) => teamsHolding(db, ['api_logs']);

/** Deletes at most `batch` of the team's log rows older than `cutoff`; how many went. */
export async function deleteLogsBefore(
  db: Queryable,
  accountId: string,
  cutoff: Date,
  batch: number,
): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `DELETE FROM api_logs WHERE id IN (
       SELECT id FROM api_logs WHERE account_id = $1 AND time_created < $2 LIMIT ${batch})
     RETURNING id`,
    [accountId, cutoff],
  );
  return rows.length;
}
