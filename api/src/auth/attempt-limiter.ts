import type { Db } from '../db/connection';
import { HttpError } from '../http/errors';
import { forgetAttempts, recentAttempts, recordAttempt } from './repository-attempts';

/** At most `max` attempts of one action per key (an email or a client address) per window. */
export interface AttemptRule {
  max: number;
  windowMinutes: number;
}

export type AttemptRules = Record<'email' | 'address', AttemptRule>;

/** Who is attempting: the account asked for and the client address the request came from. */
export interface AttemptSource {
  email: string;
  address: string;
}

export const SIGN_IN_RULES: AttemptRules = {
  // Ten wrong passwords for one account in 15 minutes is guessing, not forgetting.
  email: { max: 10, windowMinutes: 15 },
  // An office behind one address signs in a lot; this only stops a sweep across accounts.
  address: { max: 100, windowMinutes: 15 },
};

export const RESET_LINK_RULES: AttemptRules = {
  // Each request sends an email: a handful per hour is plenty for a real user.
  email: { max: 5, windowMinutes: 60 },
  address: { max: 30, windowMinutes: 60 },
};

export function tooManyAttempts(minutes: number): HttpError {
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return new HttpError(429, `Too many attempts. Try again in ${wait}.`);
}

const keysOf = (source: AttemptSource) =>
  [
    ['email', `email:${source.email.trim().toLowerCase()}`],
    ['address', `address:${source.address}`],
  ] as const;

/**
 * Counts attempts in the database, not in memory, because the API may run as several processes
 * behind the gateway and a guesser would otherwise get one allowance per process.
 */
export function createAttemptLimiter(db: Db, action: string, rules: AttemptRules) {
  return {
    /** Refuses with 429 (and how long to wait) once either key has used up its window. */
    async check(source: AttemptSource): Promise<void> {
      for (const [kind, key] of keysOf(source)) {
        const { max, windowMinutes } = rules[kind];
        const row = await recentAttempts(db, action, key, windowMinutes);
        if (row && row.count >= max && row.oldest) {
          const freedAt = new Date(row.oldest).getTime() + windowMinutes * 60_000;
          throw tooManyAttempts(Math.max(1, Math.ceil((freedAt - Date.now()) / 60_000)));
        }
      }
    },

    /** Counts one attempt against both keys and forgets what has left every window. */
    async record(source: AttemptSource): Promise<void> {
      const longest = Math.max(rules.email.windowMinutes, rules.address.windowMinutes);
      for (const [, key] of keysOf(source)) {
        await recordAttempt(db, action, key, longest);
      }
    },

    /** A successful sign-in wipes the account's failures (its address keeps counting). */
    async forgetEmail(email: string): Promise<void> {
      await forgetAttempts(db, action, `email:${email.trim().toLowerCase()}`);
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
