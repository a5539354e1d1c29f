import { createHash, randomBytes } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

export interface AccessTokens {
  sign(userId: string): string;
  /** The user id of a valid, unexpired access token; null otherwise. */
  verify(token: string): string | null;
}

/** Short-lived HS256 access JWTs (server.md §1). */
export function accessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'] });
  return {
    sign: (userId) => signer({ sub: userId, typ: 'access' }),
    verify(token) {
      try {
        const claims = verifier(token) as { sub?: unknown; typ?: unknown };
        return claims.typ === 'access' && typeof claims.sub === 'string' ? claims.sub : null;
      } catch {
        return null;
      }
    },
  };
}

/** Opaque random secrets (refresh tokens, API keys, invite codes). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Refresh tokens are stored only as this hash, so a database leak does not hand out sessions. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new API key (`Authorization: Token <key>`), as strong at sign-up as after a rotation. */
export const newApiToken = () => randomToken(30);
