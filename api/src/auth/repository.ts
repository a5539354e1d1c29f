import type { User } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import type { UserRow } from '../users/user-row';

export type { UserRow };

export interface RefreshTokenRow {
  id: string;
  user_id: string;
  family_id: string;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

/** The user as the client sees it: never the hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    is_active: row.is_active,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  };
}

export async function findUserByEmail(db: Queryable, email: string) {
  const rows = await db.query<UserRow>('SELECT * FROM users WHERE email = $1', [email]);
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: string) {
  const rows = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export async function findUserByApiToken(db: Queryable, apiToken: string) {
  const rows = await db.query<UserRow>('SELECT * FROM users WHERE api_token = $1', [apiToken]);
  return rows[0] ?? null;
}

/** Inserts a user; null when the email is already taken (the unique index decides, no race). */
export async function insertUser(
  db: Queryable,
  user: Pick<
    UserRow,
    'email' | 'username' | 'first_name' | 'last_name' | 'password_hash' | 'api_token'
  >,
) {
  const rows = await db.query<UserRow>(
    `INSERT INTO users (email, username, first_name, last_name, password_hash, api_token)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (email) DO NOTHING
     RETURNING *`,
    [
      user.email,
      user.username,
      user.first_name,
      user.last_name,
      user.password_hash,
      user.api_token,
    ],
  );
  return rows[0] ?? null;
}

export async function insertRefreshToken(
  db: Queryable,
  token: { user_id: string; family_id: string; token_hash: string; expires_at: Date },
) {
  await db.query(
    `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at) VALUES ($1, $2, $3, $4)`,
    [token.user_id, token.family_id, token.token_hash, token.expires_at],
  );
}

export async function findRefreshToken(db: Queryable, hash: string) {
  const rows = await db.query<RefreshTokenRow>(
    'SELECT id, user_id, family_id, expires_at, used_at, revoked_at FROM refresh_tokens WHERE token_hash = $1',
    [hash],
  );
  return rows[0] ?? null;
}

/** Marks a token used; false when another request used it first (then it counts as reuse). */
export async function claimRefreshToken(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE refresh_tokens SET used_at = now()
     WHERE id = $1 AND used_at IS NULL AND revoked_at IS NULL RETURNING id`,
    [id],
  );
  return rows.length === 1;
}

export async function revokeFamily(db: Queryable, familyId: string) {
  await db.query(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL',
    [familyId],
  );
}

export async function deleteExpiredRefreshTokens(db: Queryable): Promise<number> {
  const rows = await db.query('DELETE FROM refresh_tokens WHERE expires_at < now() RETURNING id');
  return rows.length;
}

/**
 * A new password, and with it a new API key: whoever knew the old password may have read the old
 * key (/internal-api shows it), so it stops working too. Returns the new key.
 */
export async function replacePassword(
  db: Queryable,
  userId: string,
  passwordHash: string,
  apiToken: string,
): Promise<string> {
  const rows = await db.query<{ api_token: string }>(
    `UPDATE users SET password_hash = $2, api_token = $3, updated = now() WHERE id = $1
     RETURNING api_token`,
    [userId, passwordHash, apiToken],
  );
  return rows[0]!.api_token;
}

/** Ends every sign-in of a user (after a password reset, a stolen session must not survive). */
export async function revokeAllRefreshTokens(db: Queryable, userId: string) {
  await db.query(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
    [userId],
  );
}

/** Replaces the user's API key; the old one matches nobody from now on. */
export async function updateApiToken(db: Queryable, userId: string, apiToken: string) {
  const rows = await db.query<{ api_token: string }>(
    'UPDATE users SET api_token = $2, updated = now() WHERE id = $1 RETURNING api_token',
    [userId, apiToken],
  );
  return rows[0]!.api_token;
}

export async function updateUserName(
  db: Queryable,
  userId: string,
  name: { first_name: string; last_name: string },
) {
  const rows = await db.query<UserRow>(
    'UPDATE users SET first_name = $2, last_name = $3, updated = now() WHERE id = $1 RETURNING *',
    [userId, name.first_name, name.last_name],
  );
  return rows[0]!;
}
