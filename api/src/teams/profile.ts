import type { ChangePasswordBody, ProfileBody, Session, User } from '@vigil/contract';
import { createAttemptLimiter, SIGN_IN_RULES } from '../auth/attempt-limiter';
import { hashPassword, verifyPassword, type PasswordCost } from '../auth/passwords';
import {
  replacePassword,
  revokeAllRefreshTokens,
  toUser,
  updateUserName,
  type UserRow,
} from '../auth/repository';
import { newApiToken } from '../auth/tokens';
import type { Db } from '../db/connection';
import { badRequest } from '../http/errors';
import type { Identity } from '../http/caller';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
const NO_PASSWORD_YET =
  'This account signs in with Google and has no password. Use "Forgot password" to set one.';

export interface ProfileOptions {
  /** The configured argon2 cost (env), the same as sign-up and reset use. */
  passwordCost: PasswordCost;
  /** Starts a new sign-in (the auth service's): the browser that changed the password stays in. */
  sessionFor(user: UserRow): Promise<Session>;
}

/** The signed-in user's own name and password (/account). */
export function createProfile(db: Db, { passwordCost, sessionFor }: ProfileOptions) {
  // A stolen session must not be a way round the sign-in limits to guess the password.
  const wrongCurrentPasswords = createAttemptLimiter(db, 'password-change', SIGN_IN_RULES);
  return {
    async rename(caller: Identity, body: ProfileBody): Promise<User> {
      return toUser(await updateUserName(db, caller.user.id, body));
    },

    /**
     * The current password is required, so a session left open cannot take the account over.
     * Every other sign-in ends (as after a reset: whoever knew the old password is out); the
     * caller gets a fresh session to carry on with.
     */
    async changePassword(
      caller: Identity,
      body: ChangePasswordBody,
      address: string,
    ): Promise<Session> {
      const stored = caller.user.password_hash;
      if (!stored) throw badRequest(NO_PASSWORD_YET, 'current_password');
      const source = { email: caller.user.email, address };
      await wrongCurrentPasswords.check(source);
      if (!(await verifyPassword(stored, body.current_password, passwordCost))) {
        await wrongCurrentPasswords.record(source);
        throw badRequest(WRONG_CURRENT_PASSWORD, 'current_password');
      }
      await wrongCurrentPasswords.forgetEmail(caller.user.email);
      const password_hash = await hashPassword(body.password, passwordCost);
      const api_token = await db.transaction(async (tx) => {
        await revokeAllRefreshTokens(tx, caller.user.id);
        return replacePassword(tx, caller.user.id, password_hash, newApiToken());
      });
      // This browser's new session carries the new key.
      return sessionFor({ ...caller.user, password_hash, api_token });
    },
  };
}
