import { newPasswordSchema } from '@vigil/contract';
import type { Db } from '../db/connection';
import { HttpError, notFound, unauthorized } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { resetPasswordMail } from '../mail/templates';
import { hashPassword, type PasswordCost } from './passwords';
import * as users from './repository';
import * as resets from './repository-reset-tokens';
import { newApiToken, randomToken, tokenHash } from './tokens';

/** The client shows its own words for both; these only say what happened to API callers. */
export const NO_SUCH_ACCOUNT = 'No account matches that email.';
export const LINK_EXPIRED = 'This reset link is invalid or has expired.';
export const RESET_DONE = 'Your password has been reset.';

export interface PasswordResetOptions {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  ttlMinutes: number;
  passwordCost: PasswordCost;
}

export type PasswordReset = ReturnType<typeof createPasswordReset>;

export function createPasswordReset({
  db,
  mailer,
  appUrl,
  ttlMinutes,
  passwordCost,
}: PasswordResetOptions) {
  return {
    /**
     * Mails a single-use link. An unknown email is a 404 because the product's client must say
     * "we can't find an account matching that email" (product.md §8); it reveals nothing else.
     */
    async sendLink(email: string) {
      const user = await users.findUserByEmail(db, email);
      if (!user?.is_active) throw notFound(NO_SUCH_ACCOUNT);
      const token = randomToken();
      await resets.insertResetToken(db, {
        user_id: user.id,
        token_hash: tokenHash(token),
        expires_at: new Date(Date.now() + ttlMinutes * 60_000),
      });
      const link = new URL('/reset-password', appUrl);
      link.searchParams.set('token', token);
      await mailer.send(resetPasswordMail(user.email, link.href, ttlMinutes));
      return { detail: 'Reset link sent.' };
    },

    /** `authorization` is `Bearer <token from the link>` (product.md §7). */
    async reset(authorization: string | undefined, password: string) {
      // The password is judged first: a short one must not burn the link (417, product.md §7).
      const checked = newPasswordSchema.safeParse(password);
      if (!checked.success) {
        const message = checked.error.issues[0]?.message ?? 'Password is invalid';
        throw new HttpError(417, message, { password: [message] });
      }
      const [scheme, token, extra] = (authorization ?? '').trim().split(/\s+/);
      if (!/^bearer$/i.test(scheme ?? '') || !token || extra !== undefined)
        throw unauthorized(LINK_EXPIRED);
      const hash = await hashPassword(checked.data, passwordCost);
      const changed = await db.transaction(async (tx) => {
        const userId = await resets.claimResetToken(tx, tokenHash(token));
        if (!userId) return false;
        await users.replacePassword(tx, userId, hash, newApiToken());
        await resets.expireResetTokensOf(tx, userId);
        await users.revokeAllRefreshTokens(tx, userId);
        return true;
      });
      if (!changed) throw unauthorized(LINK_EXPIRED);
      return { detail: RESET_DONE };
    },
  };
}
