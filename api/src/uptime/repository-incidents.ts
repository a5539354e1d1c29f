import type { Queryable } from '../db/connection';

/**
 * Reopens the monitor's last incident when it resolved less than `windowSeconds` before `now`
 * (flapping); true when it did.
 */
export async function reopenRecentIncident(
  tx: Queryable,
  monitorId: string,
  error: string | null,
  now: Date,
  windowSeconds: number,
) {
  const reopened = await tx.query(
    `UPDATE monitor_incidents SET time_resolved = NULL, notified = false, error = $3
     WHERE id = (SELECT id FROM monitor_incidents WHERE monitor_id = $1
                 ORDER BY time_started DESC LIMIT 1)
       AND time_resolved > $2::timestamptz - make_interval(secs => $4)
     RETURNING 1`,
    [monitorId, now, error, windowSeconds],
  );
  return reopened.length > 0;
}

export async function insertIncident(
  tx: Queryable,
  monitorId: string,
  now: Date,
  error: string | null,
  issueId: string,
) {
  await tx.query(
    `INSERT INTO monitor_incidents (monitor_id, time_started, error, issue_id)
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [monitorId, now, error, issueId],
  );
}

/** Marks the open incident's held down notice as sent; true when there was one to send. */
export async function markHeldNoticeSent(tx: Queryable, monitorId: string) {
  const released = await tx.query(
    `UPDATE monitor_incidents SET notified = true
     WHERE monitor_id = $1 AND time_resolved IS NULL AND NOT notified RETURNING 1`,
    [monitorId],
  );
  return released.length > 0;
}

/** Resolves the monitor's open incident at `now`; null when none was open. */
export async function resolveOpenIncident(tx: Queryable, monitorId: string, now: Date) {
  const [incident] = await tx.query<{
    time_started: Date;
    error: string | null;
    notified: boolean;
  }>(
    `UPDATE monitor_incidents SET time_resolved = $2
     WHERE monitor_id = $1 AND time_resolved IS NULL RETURNING time_started, error, notified`,
    [monitorId, now],
  );
  return incident ?? null;
}
