import {
  issueObjectTypeSchema,
  RUN_TYPES,
  type Issue,
  type IssueStatus,
  type RunType,
} from '@vigil/contract';
import type { Queryable } from '../db/connection';
import { findTeamRow, isTeamRow } from '../db/repository-team-rows';
import { RUN_TABLES } from '../runs/run-tables';

export interface IssueRow {
  id: string;
  title: string;
  details: string;
  status: IssueStatus;
  trigger: Issue['trigger'];
  affected: Issue['affected'];
  labels: string[];
  fingerprint: string | null;
  time_created: Date;
  time_updated: Date;
  time_closed: Date | null;
}

export interface IssueFilter {
  status?: IssueStatus | undefined;
  /** Text within the title, any case. */
  search?: string | undefined;
  /** Only the issues about this site (site_id, see siteOfLinks). */
  siteId?: string | undefined;
}

const COLUMNS = `id, title, details, status, trigger, affected, labels, fingerprint, time_created,
  time_updated, time_closed`;

export function toIssue(row: IssueRow): Issue {
  return {
    ...row,
    time_created: row.time_created.toISOString(),
    time_updated: row.time_updated.toISOString(),
    time_closed: row.time_closed ? row.time_closed.toISOString() : null,
  };
}

/**
 * The WHERE clause of a filtered list, parameters from $2 on ($1 is the team). The search uses
 * strpos on the lower-cased title (search_key) so that %, _ and \ in the text match themselves.
 */
function whereOf(filter: IssueFilter): { sql: string; params: unknown[] } {
  const clauses = ['account_id = $1'];
  const params: unknown[] = [];
  if (filter.status) {
    params.push(filter.status);
    clauses.push(`status = $${params.length + 1}`);
  }
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    params.push(search);
    clauses.push(`strpos(search_key, $${params.length + 1}) > 0`);
  }
  if (filter.siteId) {
    params.push(filter.siteId);
    clauses.push(`site_id = $${params.length + 1}`);
  }
  return { sql: clauses.join(' AND '), params };
}

/** Whether the site is the team's (another team's reads as missing). */
export const isTeamSite = (db: Queryable, accountId: string, siteId: string) =>
  isTeamRow(db, 'sites', accountId, siteId);

/**
 * The kinds of run that may raise an issue: the contract's trigger types that are run types
 * (engine/run-kinds.ts registers one kind per run type). Issues cannot import that registry,
 * whose kinds reach caseruns/ and page-tests/ and so back here; the contract is the list both
 * read. Each keeps its runs, with their site, in its table of runs/run-tables.ts. Table names
 * come from that closed map only, never from input, so the SQL below is safe.
 */
type RunTrigger = Extract<NonNullable<Issue['trigger']>['type'], RunType>;
const RUN_TRIGGERS = issueObjectTypeSchema.options.filter((type): type is RunTrigger =>
  (RUN_TYPES as readonly string[]).includes(type),
);
const siteOfRun = (trigger: string) =>
  RUN_TRIGGERS.map(
    (type) => `WHEN '${type}' THEN
      (SELECT x.site_id FROM ${RUN_TABLES[type]} x WHERE x.id = (${trigger} ->> 'id')::uuid)`,
  ).join('\n    ');

/**
 * The site an issue is about, from its links (jsonb `affected` and `trigger`): the site or page
 * it affects, else the site of what raised it (a run's, see RUN_TRIGGERS). Null for neither.
 * Migration 033 resolved the issues stored before it the same way.
 */
const siteOfLinks = (trigger: string, affected: string) => `coalesce(
  CASE ${affected} ->> 'type'
    WHEN 'site' THEN (SELECT s.id FROM sites s WHERE s.id = (${affected} ->> 'id')::uuid)
    WHEN 'page' THEN (SELECT p.site_id FROM pages p WHERE p.id = (${affected} ->> 'id')::uuid)
  END,
  CASE ${trigger} ->> 'type'
    WHEN 'site' THEN (SELECT s.id FROM sites s WHERE s.id = (${trigger} ->> 'id')::uuid)
    WHEN 'page' THEN (SELECT p.site_id FROM pages p WHERE p.id = (${trigger} ->> 'id')::uuid)
    ${siteOfRun(trigger)}
  END)`;

export async function countIssues(db: Queryable, accountId: string, filter: IssueFilter) {
  const where = whereOf(filter);
  const rows = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM issues WHERE ${where.sql}`,
    [accountId, ...where.params],
  );
  return rows[0]?.count ?? 0;
}

/** Newest first, so an issue just raised is on the first page. */
export async function listIssues(
  db: Queryable,
  accountId: string,
  filter: IssueFilter,
  limit: number,
  offset: number,
) {
  const where = whereOf(filter);
  const n = where.params.length + 2;
  return db.query<IssueRow>(
    `SELECT ${COLUMNS} FROM issues WHERE ${where.sql}
     ORDER BY time_created DESC, id DESC LIMIT $${n} OFFSET $${n + 1}`,
    [accountId, ...where.params, limit, offset],
  );
}

export const findIssue = (db: Queryable, accountId: string, id: string) =>
  findTeamRow<IssueRow>(db, 'issues', accountId, id, COLUMNS);

export async function insertIssue(
  db: Queryable,
  issue: { accountId: string; title: string; details: string; labels: string[] },
) {
  const rows = await db.query<IssueRow>(
    `INSERT INTO issues (account_id, title, details, labels) VALUES ($1, $2, $3, $4)
     RETURNING ${COLUMNS}`,
    [issue.accountId, issue.title, issue.details, issue.labels],
  );
  return rows[0]!;
}

export interface IssueChanges {
  title?: string | undefined;
  details?: string | undefined;
  labels?: string[] | undefined;
  status?: IssueStatus | undefined;
}

/**
 * Applies the given fields; a field left out keeps its value. time_closed is stamped only when the
 * status changes to closed (closing twice keeps the first time) and cleared on reopening.
 */
export async function updateIssue(
  db: Queryable,
  accountId: string,
  id: string,
  changes: IssueChanges,
) {
  const rows = await db.query<IssueRow>(
    `UPDATE issues SET
       title = coalesce($3, title),
       details = coalesce($4, details),
       labels = coalesce($5::text[], labels),
       status = coalesce($6, status),
       time_closed = CASE
         WHEN coalesce($6, status) = 'open' THEN NULL
         WHEN status = 'open' THEN now()
         ELSE time_closed END,
       time_updated = now()
     WHERE id = $1 AND account_id = $2 RETURNING ${COLUMNS}`,
    [
      id,
      accountId,
      changes.title ?? null,
      changes.details ?? null,
      changes.labels ?? null,
      changes.status ?? null,
    ],
  );
  return rows[0] ?? null;
}

/** Closes the team's open issues among `ids`; other teams' ids simply match nothing. */
export async function closeIssues(db: Queryable, accountId: string, ids: string[]) {
  const rows = await db.query<{ id: string }>(
    `UPDATE issues SET status = 'closed', time_closed = now(), time_updated = now()
     WHERE account_id = $1 AND status = 'open' AND id = ANY($2::uuid[]) RETURNING id`,
    [accountId, ids],
  );
  return rows.length;
}

/**
 * An issue raised by a job, keyed by its fingerprint (unique per team): the first failure opens
 * it, the same failure again updates it (reopening it if it was closed), never a second issue.
 */
export async function raiseIssue(
  db: Queryable,
  issue: {
    accountId: string;
    fingerprint: string;
    title: string;
    details: string;
    trigger: NonNullable<Issue['trigger']>;
    affected: NonNullable<Issue['affected']>;
    labels: string[];
  },
) {
  const rows = await db.query<IssueRow>(
    `INSERT INTO issues (account_id, fingerprint, title, details, trigger, affected, labels,
       site_id)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, ${siteOfLinks('$5::jsonb', '$6::jsonb')})
     ON CONFLICT (account_id, fingerprint) WHERE fingerprint IS NOT NULL DO UPDATE SET
       title = EXCLUDED.title, details = EXCLUDED.details, trigger = EXCLUDED.trigger,
       affected = EXCLUDED.affected, site_id = EXCLUDED.site_id, status = 'open',
       time_closed = NULL, time_updated = now()
     RETURNING ${COLUMNS}`,
    [
      issue.accountId,
      issue.fingerprint,
      issue.title,
      issue.details,
      JSON.stringify(issue.trigger),
      JSON.stringify(issue.affected),
      issue.labels,
    ],
  );
  return rows[0]!;
}

/**
 * Closes the team's open issues whose fingerprint starts with `prefix` (what a job raised about
 * one object), adding `note` to their details. Returns the closed issues' ids.
 */
export async function resolveIssues(
  db: Queryable,
  accountId: string,
  prefix: string,
  note: string,
) {
  const rows = await db.query<{ id: string }>(
    `UPDATE issues SET status = 'closed', time_closed = now(), time_updated = now(),
       details = details || E'\n\n' || $3
     WHERE account_id = $1 AND status = 'open' AND fingerprint IS NOT NULL
       AND left(fingerprint, length($2)) = $2
     RETURNING id`,
    [accountId, prefix, note],
  );
  return rows.map((row) => row.id);
}
