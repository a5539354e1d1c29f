import type { LoginBody, RegisterBody, RefreshResponse, Session } from '@vigil/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connection';
import { badRequest, unauthorized } from '../http/errors';
import type { Identity } from '../http/caller';
import { createAttemptLimiter, SIGN_IN_RULES } from './attempt-limiter';
import { hashPassword, verifyPassword, type PasswordCost } from './passwords';
import * as users from './repository';
import { newApiToken, randomToken, tokenHash, type AccessTokens } from './tokens';

export const BAD_CREDENTIALS = 'No active account found with the given credentials';
export const BAD_REFRESH = 'Token is invalid or expired';
const EMAIL_TAKEN = 'A user with that email already exists.';

export interface AuthServiceOptions {
  db: Db;
  access: AccessTokens;
  passwordCost: PasswordCost;
  refreshTtlDays: number;
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({
  db,
  access,
  passwordCost,
  refreshTtlDays,
}: AuthServiceOptions) {
  const signInFailures = createAttemptLimiter(db, 'sign-in', SIGN_IN_RULES);

  /** Starts a new refresh-token family (one per sign-in). */
  async function issueRefresh(userId: string, familyId: string = randomUUID()) {
    const refresh = randomToken();
    const expires_at = new Date(Date.now() + refreshTtlDays * 24 * 3600 * 1000);
    await users.insertRefreshToken(db, {
      user_id: userId,
      family_id: familyId,
      token_hash: tokenHash(refresh),
      expires_at,
    });
    return refresh;
  }

  async function session(user: users.UserRow): Promise<Session> {
    return {
      token: access.sign(user.id),
      refresh: await issueRefresh(user.id),
      api_token: user.api_token,
      user: users.toUser(user),
    };
  }

  return {
    /** A new sign-in for a user another route has already identified (the Google return). */
    sessionFor: session,

    async register(body: RegisterBody): Promise<Session> {
      if (await users.findUserByEmail(db, body.email)) {
        throw badRequest(EMAIL_TAKEN, 'username');
      }
      const user = await users.insertUser(db, {
        email: body.email,
        username: body.email,
        first_name: body.first_name,
        last_name: body.last_name,
        password_hash: await hashPassword(body.password, passwordCost),
        api_token: newApiToken(),
      });
      if (!user) throw badRequest(EMAIL_TAKEN, 'username');
      return session(user);
    },

    /** `address` is the client's: failures are counted per account and per address (429). */
    async login(body: LoginBody, address: string): Promise<Session> {
      const source = { email: body.email, address };
      await signInFailures.check(source);
      const user = await users.findUserByEmail(db, body.email);
      const valid = await verifyPassword(user?.password_hash ?? null, body.password, passwordCost);
      if (!user || !valid || !user.is_active) {
        await signInFailures.record(source);
        throw unauthorized(BAD_CREDENTIALS);
      }
      await signInFailures.forgetEmail(body.email);
      return session(user);
    },

    /**
     * Rotates a refresh token. A token presented a second time means it was copied: the whole
     * family (that sign-in) is revoked, so both the thief and the owner must sign in again.
     */
    async refresh(refresh: string): Promise<RefreshResponse> {
      const row = await users.findRefreshToken(db, tokenHash(refresh));
      if (!row || row.revoked_at || row.expires_at.getTime() <= Date.now())
        throw unauthorized(BAD_REFRESH);
      if (row.used_at || !(await users.claimRefreshToken(db, row.id))) {
        await users.revokeFamily(db, row.family_id);
        throw unauthorized(BAD_REFRESH);
      }
      const user = await users.findUserById(db, row.user_id);
      if (!user?.is_active) throw unauthorized(BAD_REFRESH);
      return { access: access.sign(user.id), refresh: await issueRefresh(user.id, row.family_id) };
    },

    /** Server-side sign-out: the refresh token's whole family stops working (server.md §1). */
    async logout(refresh: string): Promise<{ detail: string }> {
      const row = await users.findRefreshToken(db, tokenHash(refresh));
      if (row) await users.revokeFamily(db, row.family_id);
      return { detail: 'Signed out' };
    },

    async authenticate(authorization: string | undefined): Promise<Identity | null> {
      const [scheme, credential, extra] = (authorization ?? '').trim().split(/\s+/);
      if (!credential || extra !== undefined) return null;
      if (/^bearer$/i.test(scheme ?? '')) {
        const userId = access.verify(credential);
        const user = userId ? await users.findUserById(db, userId) : null;
        return user?.is_active ? { user, via: 'bearer' } : null;
      }
      if (/^token$/i.test(scheme ?? '')) {
        const user = await users.findUserByApiToken(db, credential);
        return user?.is_active ? { user, via: 'token' } : null;
      }
      return null;
    },
  };
}
