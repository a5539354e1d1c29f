import type { Issue } from '@vigil/contract';
import type { Queryable } from '../db/connection';

/**
 * Issues raised by jobs (server.md §3 Issue): the same failure keeps one issue by its
 * fingerprint (unique per team) — a new failure opens it, a repeated one reopens or keeps it and
 * refreshes what it says — and passing again closes it.
 */
export interface RaisedIssue {
  accountId: string;
  fingerprint: string;
  title: string;
  details: string;
  trigger: NonNullable<Issue['trigger']>;
  affected: NonNullable<Issue['affected']>;
  labels: string[];
}

/** Opens the fingerprint's issue, or reopens and updates it; answers its id. */
export async function raiseIssue(db: Queryable, issue: RaisedIssue): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO issues (account_id, title, details, trigger, affected, labels, fingerprint)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (account_id, fingerprint) WHERE fingerprint IS NOT NULL DO UPDATE SET
       title = EXCLUDED.title, details = EXCLUDED.details, trigger = EXCLUDED.trigger,
       affected = EXCLUDED.affected, status = 'open', time_closed = NULL, time_updated = now()
     RETURNING id`,
    [
      issue.accountId,
      issue.title,
      issue.details,
      JSON.stringify(issue.trigger),
      JSON.stringify(issue.affected),
      issue.labels,
      issue.fingerprint,
    ],
  );
  return rows[0]!.id;
}

/**
 * Closes the team's open issues whose fingerprint starts with `prefix` (every failing step of a
 * case on a site: a passing run shows none of them fails any more). Answers how many.
 */
export async function resolveIssues(db: Queryable, accountId: string, prefix: string) {
  const rows = await db.query<{ id: string }>(
    `UPDATE issues SET status = 'closed', time_closed = now(), time_updated = now()
     WHERE account_id = $1 AND status = 'open' AND fingerprint IS NOT NULL
       AND left(fingerprint, length($2)) = $2
     RETURNING id`,
    [accountId, prefix],
  );
  return rows.length;
}
