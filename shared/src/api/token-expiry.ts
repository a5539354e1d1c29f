/** Refresh this long before the access token expires: a request in flight must not outlive it. */
export const REFRESH_AHEAD_MS = 30_000;

/**
 * When a JWT access token expires (its `exp` claim, in ms), or null for a token that is not a
 * JWT or carries no expiry. The signature is the server's to check; the client only reads `exp`.
 */
export function expiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64)) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Whether the token is within REFRESH_AHEAD_MS of expiring (or past it). */
export const expiresSoon = (token: string, now = Date.now()) => {
  const at = expiresAt(token);
  return at !== null && at - now <= REFRESH_AHEAD_MS;
};
