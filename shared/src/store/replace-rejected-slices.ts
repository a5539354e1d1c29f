import { SLICE_NAMES, type PersistedState } from './persisted-state';
import { persistedStateSchema } from './persisted-schema';
import { getSlice, setSlice, signedOutState } from './persistence';

/**
 * The check of a document taken unchecked (check-taken-state.ts), loaded with the schemas it
 * needs (lazy-contract.ts). A slice the schemas reject (or would change) becomes what they make
 * of it, its default when it is invalid, as if it had been checked at start-up; setting it
 * rewrites the stored copy. A slice that fresher data has replaced meanwhile is left alone.
 */
export function replaceRejectedSlices(taken: PersistedState): void {
  const parsed = persistedStateSchema.safeParse(taken);
  const checked = parsed.success ? parsed.data : signedOutState;
  for (const name of SLICE_NAMES) {
    if (getSlice(name) !== taken[name]) continue;
    if (JSON.stringify(checked[name]) === JSON.stringify(taken[name])) continue;
    console.warn(`The stored ${name} did not pass its schema; replaced.`);
    setSlice(name, checked[name]);
  }
}
