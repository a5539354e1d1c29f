import type { Queryable } from '../db/connection';

export async function insertResetToken(
  db: Queryable,
  token: { user_id: string; token_hash: string; expires_at: Date },
) {
  await db.query(
    'INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, $3)',
    [token.user_id, token.token_hash, token.expires_at],
  );
}

/**
 * Uses a reset token: the user it belongs to, or null when it is unknown, expired or already used.
 * One UPDATE decides, so two requests racing with the same link cannot both succeed.
 */
export async function claimResetToken(db: Queryable, tokenHash: string): Promise<string | null> {
  const rows = await db.query<{ user_id: string }>(
    `UPDATE password_reset_tokens SET used_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
    [tokenHash],
  );
  return rows[0]?.user_id ?? null;
}

/** Once a password is reset, older links to reset it again stop working. */
export async function expireResetTokensOf(db: Queryable, userId: string) {
  await db.query(
    'UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
}

export async function deleteStaleResetTokens(db: Queryable): Promise<number> {
  const rows = await db.query(
    `DELETE FROM password_reset_tokens
     WHERE expires_at < now() - interval '1 day' RETURNING id`,
  );
  return rows.length;
}
