import { loadTeam as readTeam } from '@vigil/shared';

/** The team (its type is the plan), read through the shared cache (the team slice follows); failures are only logged. */
export async function loadTeam(): Promise<void> {
  try {
    await readTeam();
  } catch (error) {
    console.warn('The team could not be loaded:', error);
  }
}
