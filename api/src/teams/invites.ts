import type { FastifyBaseLogger } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connection';
import { conflict, forbidden, HttpError, notFound } from '../http/errors';
import type { Identity } from '../http/caller';
import type { Mailer } from '../mail/mailer';
import { inviteMail } from '../mail/templates';
import * as teams from './repository';

export const ALREADY_A_MEMBER = 'That email is already a member of the team.';
export const SOMEONE_ELSES = 'This invite was sent to another email address.';
const INVITE_GONE = 'This invite is no longer valid.';
const MAIL_FAILED = 'The invite email could not be sent. Try again later.';

function sameCode(a: string | null, b: string) {
  if (!a) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface InviteOptions {
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
}

/** The link a mail carries (product.md §2: /account/join?team=&code=&member=). */
export function joinLink(appUrl: string, invite: teams.MemberRow, teamCode: string) {
  const url = new URL('/account/join', appUrl);
  url.search = new URLSearchParams({
    team: invite.account_id,
    code: teamCode,
    member: invite.id,
  }).toString();
  return url.href;
}

export function createInvites(db: Db, { mailer, appUrl, log }: InviteOptions) {
  return {
    /**
     * A pending contributor, whatever type or status was sent. Its code is the team's, so the
     * admin can share the same link by hand. With send_invite the join link is mailed; when the
     * mail cannot go out the invite is withdrawn, so sending it again is possible.
     */
    async create(me: teams.MemberRow, inviter: Identity, email: string, sendInvite: boolean) {
      const team = (await teams.findAccount(db, me.account_id))!;
      const invite = await teams.insertMember(db, {
        account_id: me.account_id,
        user_id: null,
        email,
        phone: null,
        status: 'pending',
        type: 'contributor',
        code: team.code,
        send_invite: sendInvite,
      });
      if (!invite) throw conflict(ALREADY_A_MEMBER, 'email');
      if (!sendInvite) return invite;
      try {
        const link = joinLink(appUrl, invite, team.code);
        await mailer.send(inviteMail(email, team.name, inviter.user.email, link));
      } catch (error) {
        log.error(
          { reason: error instanceof Error ? error.message : 'unknown' },
          'invite mail failed',
        );
        await teams.deleteMember(db, invite.id);
        throw new HttpError(502, MAIL_FAILED);
      }
      return invite;
    },

    /**
     * Accepts an invite: the code must be the team's and the signed-in user must own the invited
     * address, so a forwarded or leaked link admits nobody else (wrong code: 404 like an unknown
     * id; someone else's address: 403).
     */
    async accept(caller: Identity, body: { id: string; code: string; account?: string }) {
      const current = await teams.findActiveMembership(db, caller.user.id);
      if (current?.id === body.id) return current; // the link opened a second time
      const invite = await teams.findMemberById(db, body.id);
      if (!invite || invite.status !== 'pending') throw notFound(INVITE_GONE);
      if (body.account !== undefined && body.account !== invite.account_id)
        throw notFound(INVITE_GONE);
      const team = await teams.findAccount(db, invite.account_id);
      // A wrong code answers exactly like an unknown id: an invite's existence is no one's to learn.
      if (!team || !sameCode(team.code, body.code)) throw notFound(INVITE_GONE);
      if (invite.email !== caller.user.email.toLowerCase()) throw forbidden(SOMEONE_ELSES);
      if (current) throw conflict('You already belong to a team.');
      const accepted = await teams.acceptInvite(db, invite.id, caller.user.id);
      if (!accepted) throw notFound(INVITE_GONE);
      return accepted;
    },
  };
}
