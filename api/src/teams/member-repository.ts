import type { PageQuery } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import type { MemberRow } from './repository';

/** One page of a team's members: admins first, then by when they joined or were invited. */
export async function listMembers(db: Queryable, accountId: string, page: PageQuery) {
  const [rows, counted] = await Promise.all([
    db.query<MemberRow>(
      `SELECT * FROM members WHERE account_id = $1
       ORDER BY type = 'admin' DESC, time_created, id LIMIT $2 OFFSET $3`,
      [accountId, page.limit, page.offset],
    ),
    db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM members WHERE account_id = $1',
      [accountId],
    ),
  ]);
  return { rows, count: counted[0]?.count ?? 0 };
}

/** Active admins of the team other than `memberId`. */
export async function countOtherActiveAdmins(db: Queryable, accountId: string, memberId: string) {
  const rows = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM members
     WHERE account_id = $1 AND id <> $2 AND type = 'admin' AND status = 'active'`,
    [accountId, memberId],
  );
  return rows[0]?.count ?? 0;
}

export async function updateMemberType(db: Queryable, memberId: string, type: MemberRow['type']) {
  const rows = await db.query<MemberRow>('UPDATE members SET type = $2 WHERE id = $1 RETURNING *', [
    memberId,
    type,
  ]);
  return rows[0]!;
}
