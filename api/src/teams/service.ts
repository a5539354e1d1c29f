import type { Account, AccountBody, Member, MemberBody } from '@vigil/contract';
import { createApiTokens } from '../auth/api-token';
import { randomToken } from '../auth/tokens';
import type { Db } from '../db/connection';
import { ADMINS_ONLY, NO_TEAM, requireTeam, type Caller, type TeamCaller } from '../http/caller';
import { conflict, forbidden, notFound } from '../http/errors';
import { ALREADY_A_MEMBER, createInvites, type InviteOptions } from './invites';
import { createMembers } from './members';
import { createProfile, type ProfileOptions } from './profile';
import * as teams from './repository';

const PLAN_VIA_BILLING = 'Plans are changed through billing.';

export type TeamService = ReturnType<typeof createTeamService>;

export function createTeamService(db: Db, options: InviteOptions & ProfileOptions) {
  const invites = createInvites(db, options);

  /** The caller's own member row (gone if they were removed a moment ago). */
  async function ownRow(caller: TeamCaller) {
    const row = await teams.findMemberInAccount(db, caller.accountId, caller.memberId);
    if (!row) throw notFound(NO_TEAM);
    return row;
  }

  return {
    /** Listing, retyping and removing members (members.ts). */
    members: createMembers(db),
    // Served beside the team routes because they hold the database handle; see api-token.ts.
    apiTokens: createApiTokens(db),
    profile: createProfile(db, options),

    async getAccount(accountId: string): Promise<Account> {
      return teams.toAccount((await teams.findAccount(db, accountId))!);
    },

    /** Creates the caller's team (they become its active admin) or updates it. */
    async saveAccount(caller: Caller, body: AccountBody): Promise<Account> {
      if (body.id === undefined) {
        if (caller.accountId !== null) throw conflict('You already belong to a team.');
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
      // Another team's id is "not found", never "forbidden".
      if (requireTeam(caller).accountId !== body.id) throw notFound();
      if (caller.memberType !== 'admin') throw forbidden(ADMINS_ONLY);
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

    async getMember(caller: TeamCaller): Promise<Member> {
      const row = await ownRow(caller);
      return teams.toMember(row, row.type === 'admin');
    },

    async saveMember(caller: Caller, body: MemberBody): Promise<Member> {
      if (body.id !== undefined && body.code !== undefined && body.status === 'active') {
        const joined = await invites.accept(caller, { ...body, id: body.id, code: body.code });
        return teams.toMember(joined, joined.type === 'admin');
      }
      const me = await ownRow(requireTeam(caller));
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
        // An invite (pending) to one's own address would answer as sent and mail nothing.
        if (body.status === 'pending') throw conflict(ALREADY_A_MEMBER, 'email');
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
