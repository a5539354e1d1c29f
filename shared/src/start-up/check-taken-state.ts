import { contractArrival, loadContract } from '../contract/load-contract';
import type { PersistedState } from '../store/persisted-state';

/**
 * When a document taken unchecked is checked if nothing has loaded the schemas by then. The first
 * screen's first call loads them right after its paint; a screen that makes no call still has
 * them checked.
 */
export const CHECK_AT_LATEST_MS = 5000;

/**
 * Checks a document rehydration took unchecked (written by this build, persisted-state.ts) as
 * soon as the schemas are there, without fetching them before the first screen's own calls do:
 * at the latest after CHECK_AT_LATEST_MS. What a failed check does: replace-rejected-slices.ts.
 * Never rejects.
 */
export async function checkTakenState(taken: PersistedState): Promise<void> {
  let latest: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      contractArrival(),
      new Promise<void>((resolve) => (latest = setTimeout(resolve, CHECK_AT_LATEST_MS))),
    ]);
    clearTimeout(latest);
    const { replaceRejectedSlices } = await loadContract();
    replaceRejectedSlices(taken);
  } catch (error) {
    // The schemas could not be fetched (offline): the screens' own calls fail and say so.
    console.warn('Could not check the stored app state.', error);
  }
}
