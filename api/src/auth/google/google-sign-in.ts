import { googleConfirmQuery, type GoogleFailure, type Session } from '@vigil/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import * as users from '../repository';
import { randomToken } from '../tokens';
import { FLOW_TTL_MS, openFlow, sealFlow } from './flow-cookie';
import { findUserByIdentity, linkIdentity } from './repository';
import type { IdClaims, OidcClient } from './oidc';

export interface GoogleSignInOptions {
  db: Db;
  oidc: OidcClient;
  appUrl: string;
  /** Signs the flow cookie. */
  secret: string;
  sessionFor: (user: users.UserRow) => Promise<Session>;
  log: FastifyBaseLogger;
}

export interface GoogleReturn {
  code?: string;
  state?: string;
  error?: string;
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;

const isVerified = (claims: IdClaims) =>
  claims.email_verified === true || claims.email_verified === 'true';

export function createGoogleSignIn({
  db,
  oidc,
  appUrl,
  secret,
  sessionFor,
  log,
}: GoogleSignInOptions) {
  const back = (path: string, query: Record<string, string>) => {
    const url = new URL(path, appUrl);
    url.search = new URLSearchParams(query).toString();
    return url.href;
  };
  const failure = (reason: GoogleFailure) => back('/login', { google: reason });

  /** The user behind verified claims: by Google subject, else by verified email, else a new one. */
  async function userFor(claims: IdClaims): Promise<users.UserRow | null> {
    const known = await findUserByIdentity(db, 'google', claims.sub);
    if (known) return known.is_active ? known : null;
    // An unverified address could be anyone's: it must not open an existing account.
    if (!claims.email || !isVerified(claims)) return null;
    const email = claims.email.toLowerCase();
    const user =
      (await users.findUserByEmail(db, email)) ??
      (await users.insertUser(db, {
        email,
        username: email,
        first_name: claims.given_name ?? '',
        last_name: claims.family_name ?? '',
        password_hash: null,
        api_token: randomToken(30),
      })) ??
      // Registered by a concurrent request between the two statements above.
      (await users.findUserByEmail(db, email));
    if (!user?.is_active) return null;
    await linkIdentity(db, { provider: 'google', subject: claims.sub, user_id: user.id, email });
    return user;
  }

  return {
    /** Where to send the browser for consent, and the sealed flow it must bring back. */
    async start() {
      const flow = {
        state: randomToken(),
        nonce: randomToken(),
        verifier: randomToken(48),
        expires: Date.now() + FLOW_TTL_MS,
      };
      return { url: await oidc.authorizationUrl(flow), cookie: sealFlow(flow, secret) };
    },

    /**
     * Finishes the flow and answers where the browser goes: /google-confirm with the session
     * (product.md §2), or /login when consent was refused or anything did not check out.
     */
    async finish(query: GoogleReturn, cookie: string | undefined): Promise<string> {
      if (query.error) return failure(query.error === 'access_denied' ? 'access_denied' : 'failed');
      const flow = openFlow(cookie, secret);
      if (!flow || !query.code || query.state !== flow.state) {
        log.warn('google sign-in refused: missing or mismatched state');
        return failure('failed');
      }
      try {
        const claims = await oidc.exchangeCode(query.code, flow);
        const user = await userFor(claims);
        if (!user) return failure('failed');
        return back('/google-confirm', googleConfirmQuery(await sessionFor(user)));
      } catch (error) {
        // Never the code or tokens: only what went wrong.
        log.warn(
          { reason: error instanceof Error ? error.message : 'unknown' },
          'google sign-in failed',
        );
        return failure('failed');
      }
    },
  };
}
