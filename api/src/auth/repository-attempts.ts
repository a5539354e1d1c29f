import type { Queryable } from '../db/connection';

/** How many attempts of `action` the key made within the window, and when the oldest was. */
export async function recentAttempts(
  db: Queryable,
  action: string,
  key: string,
  windowMinutes: number,
) {
  const [row] = await db.query<{ count: number; oldest: Date | null }>(
    `SELECT count(*)::int AS count, min(attempted_at) AS oldest FROM auth_attempts
      WHERE action = $1 AND key = $2 AND attempted_at > now() - make_interval(mins => $3)`,
    [action, key, windowMinutes],
  );
  return row;
}

/** Records one attempt, dropping the key's attempts older than the longest window first. */
export async function recordAttempt(
  db: Queryable,
  action: string,
  key: string,
  longestMinutes: number,
) {
  await db.query(
    `DELETE FROM auth_attempts
      WHERE action = $1 AND key = $2 AND attempted_at <= now() - make_interval(mins => $3)`,
    [action, key, longestMinutes],
  );
  await db.query('INSERT INTO auth_attempts (action, key) VALUES ($1, $2)', [action, key]);
}

export async function forgetAttempts(db: Queryable, action: string, key: string) {
  await db.query('DELETE FROM auth_attempts WHERE action = $1 AND key = $2', [action, key]);
}
