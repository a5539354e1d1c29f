import { useState } from 'react';
import { problemOf } from './save-problem';

/** What the hook reads of the save (a TanStack `useMutation` result). */
interface SaveState {
  isError: boolean;
  error: unknown;
}

/**
 * A dialog form's draft and what its last save said: `set` merges a change, `errorOf` finds the
 * API's 400 on the field it names. The problem lasts until the next save (unlike `useDraftForm`,
 * whose change clears it).
 */
export function useSaveDraft<D>(initial: () => D, save: SaveState, fallback: string) {
  const [draft, setDraft] = useState(initial);
  const problem = save.isError ? problemOf(save.error, fallback) : null;
  return {
    draft,
    set: (change: Partial<D>) => setDraft((current) => ({ ...current, ...change })),
    problem,
    errorOf: (field: string) => (problem?.field === field ? problem.message : null),
  };
}
