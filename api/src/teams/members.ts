import type { Member, MemberTypeBody, PageQuery } from '@vigil/contract';
import type { Db, Queryable } from '../db/connection';
import { ADMINS_ONLY, NO_TEAM, type TeamCaller } from '../http/caller';
import { badRequest, forbidden, notFound } from '../http/errors';
import type { Rows } from '../http/pagination';
import * as memberRows from './member-repository';
import * as teams from './repository';

export const LAST_ADMIN =
  'A team needs at least one active admin. Make another member an admin first.';

/**
 * The team's member list and its management (server.md §1: members are an admin's business).
 * Removing a member deletes the membership only; the user keeps their sign-in.
 */
export function createMembers(db: Db) {
  /**
   * Runs `change` on a member of the caller's team, as an admin (route() admitted one), inside
   * one transaction that holds the team's row: the last-admin check and the write see the same
   * admins.
   */
  function asAdmin<T>(
    caller: TeamCaller,
    memberId: string,
    change: (tx: Queryable, me: teams.MemberRow, target: teams.MemberRow) => Promise<T>,
  ) {
    return db.transaction(async (tx) => {
      await teams.lockAccount(tx, caller.accountId);
      // Read again under the lock: the caller may have been demoted or removed a moment ago.
      const me = await teams.findActiveMembership(tx, caller.userId);
      if (me?.account_id !== caller.accountId) throw notFound(NO_TEAM);
      const target = await teams.findMemberInAccount(tx, me.account_id, memberId);
      // Another team's member is "not found": existence is never revealed.
      if (!target) throw notFound();
      if (me.type !== 'admin') throw forbidden(ADMINS_ONLY);
      return change(tx, me, target);
    });
  }

  async function ensureAnotherAdmin(tx: Queryable, target: teams.MemberRow) {
    if (target.type !== 'admin' || target.status !== 'active') return;
    const others = await memberRows.countOtherActiveAdmins(tx, target.account_id, target.id);
    if (others === 0) throw badRequest(LAST_ADMIN);
  }

  return {
    /** The team's members; another team's id is "not found", never "forbidden". */
    async list(caller: TeamCaller, accountId: string, page: PageQuery): Promise<Rows<Member>> {
      if (caller.accountId !== accountId) throw notFound();
      const { rows, count } = await memberRows.listMembers(db, accountId, page);
      const isAdmin = caller.memberType === 'admin';
      return { count, rows: rows.map((row) => teams.toMember(row, isAdmin)) };
    },

    changeType(caller: TeamCaller, memberId: string, body: MemberTypeBody): Promise<Member> {
      return asAdmin(caller, memberId, async (tx, _me, target) => {
        if (target.type === body.type) return teams.toMember(target, true);
        if (body.type === 'contributor') await ensureAnotherAdmin(tx, target);
        return teams.toMember(await memberRows.updateMemberType(tx, target.id, body.type), true);
      });
    },

    remove(caller: TeamCaller, memberId: string) {
      return asAdmin(caller, memberId, async (tx, _me, target) => {
        await ensureAnotherAdmin(tx, target);
        await teams.deleteMember(tx, target.id);
        return { detail: 'Member removed.' };
      });
    },
  };
}
