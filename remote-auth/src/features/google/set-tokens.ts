import type { Session } from '@vigil/contract';
import { appStore, authAtom, signIn } from '@vigil/shared';

/** product.md §9: 2 attempts, 1000 ms apart. */
export const GOOGLE_TOKEN_ATTEMPTS = 2;
export const GOOGLE_RETRY_DELAY_MS = 1000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stores the session and checks that the store holds it; a start-up write (say a late
 * rehydration) can replace it, so it is tried again after a pause. False when it never held.
 */
export async function setTokensWithRetry(session: Session | null): Promise<boolean> {
  for (let attempt = 1; attempt <= GOOGLE_TOKEN_ATTEMPTS; attempt += 1) {
    if (session) signIn(session);
    if (session && appStore.get(authAtom).token === session.token) return true;
    if (attempt < GOOGLE_TOKEN_ATTEMPTS) await pause(GOOGLE_RETRY_DELAY_MS);
  }
  return false;
}
