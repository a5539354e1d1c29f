import type { Case } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import type { GeneratedCase } from './generator';

export interface CaseRow {
  id: string;
  account_id: string;
  site_id: string | null;
  title: string;
  type: Case['type'];
  steps: Case['steps'];
  time_created: Date;
}

const COLUMNS = 'id, account_id, site_id, title, type, steps, time_created';

export function toCase(row: CaseRow): Case {
  return {
    id: row.id,
    title: row.title,
    site: row.site_id,
    type: row.type,
    steps: row.steps,
    time_created: row.time_created.toISOString(),
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

export async function findCase(db: Queryable, accountId: string, id: string) {
  const rows = await db.query<CaseRow>(
    `SELECT ${COLUMNS} FROM cases WHERE id = $1 AND account_id = $2`,
    [id, accountId],
  );
  return rows[0] ?? null;
}

/** Newest first; optionally one site's, optionally one type (generated or recorded). */
export async function listCases(
  db: Queryable,
  filter: { accountId: string; siteId?: string; type?: Case['type'] },
  limit: number,
  offset: number,
) {
  const where =
    'account_id = $1 AND ($2::uuid IS NULL OR site_id = $2) AND ($3::text IS NULL OR type = $3)';
  const params = [filter.accountId, filter.siteId ?? null, filter.type ?? null];
  const [counted, rows] = await Promise.all([
    db.query<{ count: number }>(`SELECT count(*)::int AS count FROM cases WHERE ${where}`, params),
    db.query<CaseRow>(
      `SELECT ${COLUMNS} FROM cases WHERE ${where}
       ORDER BY time_created DESC, id DESC LIMIT $4 OFFSET $5`,
      [...params, limit, offset],
    ),
  ]);
  return { count: counted[0]?.count ?? 0, rows };
}

/** A recorded case (written by hand or imported from a Playwright file). */
export async function insertRecordedCase(
  db: Queryable,
  accountId: string,
  input: { siteId: string; title: string; steps: Case['steps'] },
) {
  const rows = await db.query<CaseRow>(
    `INSERT INTO cases (account_id, site_id, title, type, steps)
     VALUES ($1, $2, $3, 'recorded', $4) RETURNING ${COLUMNS}`,
    [accountId, input.siteId, input.title, JSON.stringify(input.steps)],
  );
  return rows[0]!;
}

/** Changes the fields given; null when the case is not the team's. */
export async function updateCase(
  db: Queryable,
  accountId: string,
  id: string,
  changes: { title?: string; siteId?: string; steps?: Case['steps'] },
) {
  const rows = await db.query<CaseRow>(
    // A generated case moved to another site is no longer that site's generated case: without
    // its key, the new site's own generation neither collides with it nor overwrites it.
    `UPDATE cases SET title = coalesce($3, title), site_id = coalesce($4::uuid, site_id),
       steps = coalesce($5::jsonb, steps),
       generated_key = CASE WHEN $4::uuid IS DISTINCT FROM NULL AND $4::uuid IS DISTINCT FROM site_id
         THEN NULL ELSE generated_key END
     WHERE id = $1 AND account_id = $2 RETURNING ${COLUMNS}`,
    [
      id,
      accountId,
      changes.title ?? null,
      changes.siteId ?? null,
      changes.steps ? JSON.stringify(changes.steps) : null,
    ],
  );
  return rows[0] ?? null;
}
