import type { Account, AccountBody, Member, MemberBody } from '@vigil/contract';
import { createApiTokens } from '../auth/api-token';
import { randomToken } from '../auth/tokens';
import type { Db } from '../db/connection';
import { conflict, forbidden, notFound } from '../http/errors';
import type { Caller } from '../http/route';
import { createInvites, type InviteOptions } from './invites';
import { createMembers } from './members';
import { createProfile, type ProfileOptions } from './profile';
import * as teams from './repository';

const NO_TEAM = 'You are not a member of a team yet.';
const ADMINS_ONLY = 'Only team admins can do that.';
const PLAN_VIA_BILLING = 'Plans are changed through billing.';

export type TeamService = ReturnType<typeof createTeamService>;

export function createTeamService(db: Db, options: InviteOptions & ProfileOptions) {
  const invites = createInvites(db, options);

  async function membership(caller: Caller) {
    const member = await teams.findActiveMembership(db, caller.user.id);
    if (!member) throw notFound(NO_TEAM);
    return member;
  }

  /** The caller's team when `id` is it; any other id is "not found", never "forbidden". */
  async function ownTeam(caller: Caller, id: string) {
    const member = await membership(caller);
    if (member.account_id !== id) throw notFound();
    return member;
  }

  return {
    membership,
    /** Listing, retyping and removing members (members.ts). */
    members: createMembers(db),
    // Served beside the team routes because they hold the database handle; see api-token.ts.
    apiTokens: createApiTokens(db),
    profile: createProfile(db, options),

    async getAccount(caller: Caller): Promise<Account> {
      const member = await membership(caller);
      return teams.toAccount((await teams.findAccount(db, member.account_id))!);
    },

    /** Creates the caller's team (they become its active admin) or updates it. */
    async saveAccount(caller: Caller, body: AccountBody): Promise<Account> {
      if (body.id === undefined) {
        if (await teams.findActiveMembership(db, caller.user.id))
          throw conflict('You already belong to a team.');
        // The server decides the type: a new team is `new` until billing sets a plan.
        const account = await db.transaction(async (tx) => {
          const created = await teams.insertAccount(tx, body.name!, randomToken(12));
          const admin = await teams.insertMember(tx, {
            account_id: created.id,
            user_id: caller.user.id,
            email: caller.user.email,
            phone: null,
            status: 'active',
            type: 'admin',
            code: null,
            send_invite: false,
          });
          if (!admin) throw conflict('You already belong to a team.');
          return created;
        });
        return teams.toAccount(account);
      }
      const member = await ownTeam(caller, body.id);
      if (member.type !== 'admin') throw forbidden(ADMINS_ONLY);
      const current = (await teams.findAccount(db, body.id))!;
      // Only the wizard's "skip billing" (new -> free) may change the plan here.
      const type = body.type !== undefined && body.type !== current.type ? body.type : undefined;
      if (type !== undefined && !(current.type === 'new' && type === 'free'))
        throw forbidden(PLAN_VIA_BILLING);
      const updated = await teams.updateAccount(db, body.id, {
        name: body.name,
        type,
        survey: body.info?.survey,
      });
      return teams.toAccount(updated!);
    },

    async getMember(caller: Caller): Promise<Member> {
      const member = await membership(caller);
      return teams.toMember(member, member.type === 'admin');
    },

    async saveMember(caller: Caller, body: MemberBody): Promise<Member> {
      if (body.id !== undefined && body.code !== undefined && body.status === 'active') {
        const joined = await invites.accept(caller, { ...body, id: body.id, code: body.code });
        return teams.toMember(joined, joined.type === 'admin');
      }
      const me = await membership(caller);
      const isAdmin = me.type === 'admin';
      if (body.id !== undefined) {
        const member = await teams.findMemberInAccount(db, me.account_id, body.id);
        if (!member) throw notFound();
        if (member.id === me.id && body.phone !== undefined) {
          return teams.toMember(await teams.updateMemberPhone(db, me.id, body.phone), isAdmin);
        }
        return teams.toMember(member, isAdmin);
      }
      if (body.account !== me.account_id) throw notFound();
      if (body.email === me.email) {
        // The wizard posts the creator's own membership with the phone; type and status stay.
        const updated =
          body.phone !== undefined ? await teams.updateMemberPhone(db, me.id, body.phone) : me;
        return teams.toMember(updated, isAdmin);
      }
      if (!isAdmin) throw forbidden(ADMINS_ONLY);
      const invite = await invites.create(me, caller, body.email!, body.send_invite ?? false);
      return teams.toMember(invite, isAdmin);
    },
  };
}
