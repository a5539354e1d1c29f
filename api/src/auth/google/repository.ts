import type { Queryable } from '../../db/connection';
import type { UserRow } from '../repository';

export async function findUserByIdentity(db: Queryable, provider: 'google', subject: string) {
  const rows = await db.query<UserRow>(
    `SELECT users.* FROM user_identities JOIN users ON users.id = user_identities.user_id
     WHERE provider = $1 AND subject = $2`,
    [provider, subject],
  );
  return rows[0] ?? null;
}

/** Links an identity to a user; a concurrent first sign-in that linked it already wins. */
export async function linkIdentity(
  db: Queryable,
  identity: { provider: 'google'; subject: string; user_id: string; email: string },
) {
  await db.query(
    `INSERT INTO user_identities (provider, subject, user_id, email) VALUES ($1, $2, $3, $4)
     ON CONFLICT (provider, subject) DO NOTHING`,
    [identity.provider, identity.subject, identity.user_id, identity.email],
  );
}
