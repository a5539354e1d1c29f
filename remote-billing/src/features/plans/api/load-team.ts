import { appStore, call, teamAtom } from '@vigil/shared';

/** GET /v1/auth/account into the team slice (its type is the plan); failures are only logged. */
export async function loadTeam(): Promise<void> {
  try {
    appStore.set(teamAtom, await call('getAccount'));
  } catch (error) {
    console.warn('The team could not be loaded:', error);
  }
}
