import type { Access, Member } from '@vigil/contract';
import type { UserRow } from '../users/user-row';
import { forbidden, notFound } from './errors';

/** The one answer (404) for a signed-in user without a team, wherever a team is needed. */
export const NO_TEAM = 'You are not a member of a team yet.';
export const ADMINS_ONLY = 'Only team admins can do that.';
/** Billing's words for the same refusal (its panel's callers have always read this one). */
const BILLING_ADMINS_ONLY = 'Only team admins can manage billing.';

type MemberType = Member['type'];

/** Who signed in: resolved from `Bearer <access JWT>` or `Token <api_token>` (auth/service.ts). */
export interface Identity {
  user: UserRow;
  via: 'bearer' | 'token';
}

export type Authenticate = (authorization: string | undefined) => Promise<Identity | null>;

/** The caller's active membership, as the resolver needs it (teams/repository.ts reads it). */
export interface Membership {
  id: string;
  account_id: string;
  type: MemberType;
}

/** What `route()` hands a signed-in row's handler: the user, and their team when they have one. */
export interface Caller extends Identity {
  userId: string;
  accountId: string | null;
  memberType: MemberType | null;
  /** The caller's own member row in that team. */
  memberId: string | null;
}

/** A caller of a `member` or `admin` row: the team is known. */
export interface TeamCaller extends Caller {
  accountId: string;
  memberType: MemberType;
  memberId: string;
}

export type ResolveCaller = (authorization: string) => Promise<Caller | null>;

/**
 * The one way from an Authorization header to a caller and their team: `route()` and the API log
 * recorder both use it. Null when the header proves nobody.
 */
export function callerResolver(
  authenticate: Authenticate,
  membershipOf: (userId: string) => Promise<Membership | null>,
): ResolveCaller {
  return async (authorization) => {
    const identity = await authenticate(authorization);
    if (!identity) return null;
    const member = await membershipOf(identity.user.id);
    return {
      ...identity,
      userId: identity.user.id,
      accountId: member?.account_id ?? null,
      memberType: member?.type ?? null,
      memberId: member?.id ?? null,
    };
  };
}

/** The caller with their team, or 404 "not a member" (server.md §1: no team is "not found"). */
export function requireTeam(caller: Caller): TeamCaller {
  if (caller.accountId === null || caller.memberType === null || caller.memberId === null)
    throw notFound(NO_TEAM);
  return caller as TeamCaller;
}

/** Enforces a signed-in row's level: `member` needs a team (404), `admin` an admin (403). */
export function admit(access: Exclude<Access, 'public'>, caller: Caller, path: string): Caller {
  if (access === 'user') return caller;
  const member = requireTeam(caller);
  if (access === 'admin' && member.memberType !== 'admin')
    throw forbidden(path.startsWith('/v1/billing/') ? BILLING_ADMINS_ONLY : ADMINS_ONLY);
  return member;
}
