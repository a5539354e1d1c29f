import type { Test, TestComponent, TestDeltas } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import { comparisonParams } from './comparison-result';

export interface TestRow {
  id: string;
  account_id: string;
  site_id: string;
  page_id: string;
  page_url: string;
  pre_scan_id: string | null;
  post_scan_id: string;
  pre_scan_source: Test['pre_scan_source'];
  status: Test['status'];
  threshold: number;
  gating: Test['gating'];
  score: number | null;
  component_scores: Test['component_scores'];
  failing_components: TestComponent[];
  deltas: TestDeltas | null;
  error: string | null;
  note: string | null;
  is_baseline: boolean;
  time_created: Date;
  time_completed: Date | null;
}

/** Every read joins the page: its URL and whether this test's post scan is its baseline. */
const SELECT = `SELECT t.*, p.page_url, (p.baseline_scan_id = t.post_scan_id) IS TRUE AS is_baseline
  FROM tests t JOIN pages p ON p.id = t.page_id`;

export function toTest(row: TestRow): Test {
  return {
    id: row.id,
    site: row.site_id,
    page: row.page_id,
    page_url: row.page_url,
    pre_scan: row.pre_scan_id,
    post_scan: row.post_scan_id,
    pre_scan_source: row.pre_scan_source,
    status: row.status,
    score: row.score,
    threshold: row.threshold,
    gating: row.gating,
    component_scores: row.component_scores,
    failing_components: row.failing_components,
    deltas: row.deltas,
    error: row.error,
    note: row.note,
    is_baseline: row.is_baseline,
    time_created: row.time_created.toISOString(),
    time_completed: row.time_completed ? row.time_completed.toISOString() : null,
  };
}

export interface NewTest {
  pageId: string;
  siteId: string;
  preScanId: string | null;
  postScanId: string;
  preScanSource: Test['pre_scan_source'];
}

export async function insertTests(
  tx: Queryable,
  accountId: string,
  settings: { threshold: number; gating: Test['gating'] },
  tests: NewTest[],
): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO tests (account_id, site_id, page_id, pre_scan_id, post_scan_id, pre_scan_source,
       threshold, gating)
     SELECT $1, site_id, page_id, pre_scan_id, post_scan_id, source, $7, $8
     FROM unnest($2::uuid[], $3::uuid[], $4::uuid[], $5::uuid[], $6::text[])
       WITH ORDINALITY AS t (site_id, page_id, pre_scan_id, post_scan_id, source, n)
     ORDER BY n RETURNING id`,
    [
      accountId,
      tests.map((t) => t.siteId),
      tests.map((t) => t.pageId),
      tests.map((t) => t.preScanId),
      tests.map((t) => t.postScanId),
      tests.map((t) => t.preScanSource),
      settings.threshold,
      settings.gating,
    ],
  );
  const ids = rows.map((row) => row.id);
  // Each page's latest test is the working one now: lists show "Testing…" and re-read until done.
  await tx.query(
    `UPDATE pages p SET info = jsonb_set(p.info, '{latest_test}',
       jsonb_build_object('id', t.id, 'status', 'working', 'score', NULL))
     FROM tests t WHERE t.id = ANY($1::uuid[]) AND p.id = t.page_id`,
    [ids],
  );
  return ids;
}

/** One test; with `accountId`, only the team's (another team's id reads as missing). */
export async function findTest(db: Queryable, id: string, accountId?: string) {
  const rows = await db.query<TestRow>(
    accountId === undefined
      ? `${SELECT} WHERE t.id = $1`
      : `${SELECT} WHERE t.id = $1 AND t.account_id = $2`,
    accountId === undefined ? [id] : [id, accountId],
  );
  return rows[0] ?? null;
}

export async function findTests(db: Queryable, ids: string[]) {
  return db.query<TestRow>(
    `${SELECT} WHERE t.id = ANY($1::uuid[]) ORDER BY p.page_url COLLATE "C"`,
    [ids],
  );
}

export type TestScope = { page_id: string } | { site_id: string };
const scopeOf = (scope: TestScope): [string, string] =>
  'page_id' in scope ? ['t.page_id', scope.page_id] : ['t.site_id', scope.site_id];

export async function countTests(db: Queryable, scope: TestScope) {
  const [column, id] = scopeOf(scope);
  const rows = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM tests t WHERE ${column} = $1`,
    [id],
  );
  return rows[0]?.count ?? 0;
}

/** Newest first. */
export async function listTests(db: Queryable, scope: TestScope, limit: number, offset: number) {
  const [column, id] = scopeOf(scope);
  return db.query<TestRow>(
    `${SELECT} WHERE ${column} = $1 ORDER BY t.time_created DESC, t.id DESC LIMIT $2 OFFSET $3`,
    [id, limit, offset],
  );
}

/** The running tests whose post scan is `scanId` (at most one: post_scan_id is unique). */
export async function testsAwaiting(db: Queryable, scanId: string) {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM tests WHERE post_scan_id = $1 AND status = 'working'`,
    [scanId],
  );
  return rows.map((row) => row.id);
}

export type TestResult = Pick<
  TestRow,
  'score' | 'component_scores' | 'failing_components' | 'deltas' | 'error' | 'note'
> & { status: 'passed' | 'failed' };

/**
 * Writes a working test's result once and points its page and site at it; false when the test
 * was already finished (a retried job), so nothing after it runs twice.
 */
export async function completeTest(tx: Queryable, test: TestRow, result: TestResult) {
  const rows = await tx.query<{ id: string }>(
    `UPDATE tests SET status = $2, score = $3, component_scores = $4, failing_components = $5,
       deltas = $6, error = $7, note = $8, time_completed = now()
     WHERE id = $1 AND status = 'working' RETURNING id`,
    [test.id, ...comparisonParams(result), result.note],
  );
  if (rows.length === 0) return false;
  const latest = JSON.stringify({ id: test.id, status: result.status, score: result.score });
  await tx.query(
    `UPDATE pages SET info = jsonb_set(info, '{latest_test}', $2::jsonb) WHERE id = $1`,
    [test.page_id, latest],
  );
  await tx.query(
    `UPDATE sites SET info = jsonb_set(info, '{latest_test}', $2::jsonb) WHERE id = $1`,
    [test.site_id, latest],
  );
  return true;
}

/** The scan the page's next test compares with. */
export async function setBaseline(tx: Queryable, pageId: string, scanId: string) {
  await tx.query('UPDATE pages SET baseline_scan_id = $2 WHERE id = $1', [pageId, scanId]);
}

/** Each stored test's status (working, passed or failed). */
export function testStatuses(db: Queryable, ids: string[]) {
  return db.query<{ id: string; status: 'working' | 'passed' | 'failed' }>(
    'SELECT id::text, status FROM tests WHERE id = ANY($1::uuid[])',
    [ids],
  );
}

/** A test's scores with its page and site; null when it is gone. */
export async function testWithScores(db: Queryable, id: string) {
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
    [id],
  );
  return test ?? null;
}
