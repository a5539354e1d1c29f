import type { Member, MemberTypeBody, PageQuery } from '@vigil/contract';
import type { Db, Queryable } from '../db/connection';
import { badRequest, forbidden, notFound } from '../http/errors';
import type { Caller } from '../http/route';
import { paginated } from '../http/pagination';
import * as memberRows from './member-repository';
import * as teams from './repository';

export const NO_TEAM = 'You are not a member of a team yet.';
export const ADMINS_ONLY = 'Only team admins can do that.';
export const LAST_ADMIN =
  'A team needs at least one active admin. Make another member an admin first.';

/**
 * The team's member list and its management (server.md §1: members are an admin's business).
 * Removing a member deletes the membership only; the user keeps their sign-in.
 */
export function createMembers(db: Db) {
  async function activeMembership(tx: Queryable, caller: Caller) {
    const me = await teams.findActiveMembership(tx, caller.user.id);
    if (!me) throw notFound(NO_TEAM);
    return me;
  }

  /**
   * Runs `change` on a member of the caller's team, as an admin, inside one transaction that holds
   * the team's row: the last-admin check and the write see the same admins.
   */
  function asAdmin<T>(
    caller: Caller,
    memberId: string,
    change: (tx: Queryable, me: teams.MemberRow, target: teams.MemberRow) => Promise<T>,
  ) {
    return db.transaction(async (tx) => {
      const before = await activeMembership(tx, caller);
      await memberRows.lockAccount(tx, before.account_id);
      // Read again under the lock: the caller may have been demoted a moment ago.
      const me = await activeMembership(tx, caller);
      const target = await teams.findMemberInAccount(tx, me.account_id, memberId);
      // Another team's member is "not found" even to a contributor: existence is never revealed.
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
    async list(caller: Caller, accountId: string, page: PageQuery, url: string) {
      const me = await activeMembership(db, caller);
      if (me.account_id !== accountId) throw notFound();
      const { rows, count } = await memberRows.listMembers(db, accountId, page);
      const isAdmin = me.type === 'admin';
      return paginated(
        url,
        page,
        count,
        rows.map((row) => teams.toMember(row, isAdmin)),
      );
    },

    changeType(caller: Caller, memberId: string, body: MemberTypeBody): Promise<Member> {
      return asAdmin(caller, memberId, async (tx, _me, target) => {
        if (target.type === body.type) return teams.toMember(target, true);
        if (body.type === 'contributor') await ensureAnotherAdmin(tx, target);
        return teams.toMember(await memberRows.updateMemberType(tx, target.id, body.type), true);
      });
    },

    remove(caller: Caller, memberId: string) {
      return asAdmin(caller, memberId, async (tx, _me, target) => {
        await ensureAnotherAdmin(tx, target);
        await teams.deleteMember(tx, target.id);
        return { detail: 'Member removed.' };
      });
    },
  };
}
