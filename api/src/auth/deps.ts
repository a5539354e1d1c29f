import type { FastifyBaseLogger } from 'fastify';
import { createHmac } from 'node:crypto';
import type { Db } from '../db/connection';
import type { Env } from '../env';
import type { Mailer } from '../mail/mailer';
import { createAttemptLimiter, RESET_LINK_RULES } from './attempt-limiter';
import { createGoogleSignIn } from './google/google-sign-in';
import { createOidcClient } from './google/oidc';
import { createPasswordReset } from './password-reset';
import type { AuthRouteDeps } from './routes';
import type { AuthService } from './service';

/** Password reset and (when configured) Google sign-in, from the validated configuration. */
export function authRouteDeps(input: {
  env: Env;
  db: Db;
  auth: AuthService;
  mailer: Mailer;
  secret: string;
  log: FastifyBaseLogger;
}): AuthRouteDeps {
  const { env, db, auth, mailer, secret, log } = input;
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? createGoogleSignIn({
          db,
          oidc: createOidcClient({
            issuer: env.GOOGLE_ISSUER,
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            redirectUri: env.GOOGLE_REDIRECT_URL ?? new URL('/v1/auth/google', env.APP_URL).href,
          }),
          appUrl: env.APP_URL,
          // Its own key, derived: the access-token key never signs anything else.
          secret: createHmac('sha256', secret).update('google-flow-cookie').digest('base64url'),
          sessionFor: auth.sessionFor,
          log,
        })
      : null;
  return {
    reset: createPasswordReset({
      db,
      mailer,
      appUrl: env.APP_URL,
      ttlMinutes: env.RESET_TOKEN_TTL_MINUTES,
      passwordCost: { memoryKib: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST },
    }),
    resetLinkRequests: createAttemptLimiter(db, 'reset-link', RESET_LINK_RULES),
    google,
    appUrl: env.APP_URL,
    secureCookie: env.COOKIE_SECURE,
  };
}
