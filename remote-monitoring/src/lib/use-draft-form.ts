import { useReducer } from 'react';
import { problemOf, type SaveProblem } from './save-problem';

/** An editor's form: the draft being edited and what the last save said was wrong with it. */
export interface DraftState<D> {
  draft: D;
  problem: SaveProblem | null;
}

export type DraftAction<D> =
  { type: 'change'; part: Partial<D> } | { type: 'failed'; problem: SaveProblem };

/** A change answers the problem a save found (the field it named may now be right). */
export function draftReducer<D>(state: DraftState<D>, action: DraftAction<D>): DraftState<D> {
  switch (action.type) {
    case 'change':
      return { draft: { ...state.draft, ...action.part }, problem: null };
    case 'failed':
      return { ...state, problem: action.problem };
  }
}

/**
 * The form state of an editor whose save the API checks: `change` merges a part of the draft,
 * `failed` keeps the API's answer, `errorOf` finds it on the field it names.
 */
export function useDraftForm<D>(initial: () => D) {
  const [{ draft, problem }, dispatch] = useReducer(
    draftReducer<D>,
    undefined,
    (): DraftState<D> => ({ draft: initial(), problem: null }),
  );
  return {
    draft,
    problem,
    change: (part: Partial<D>) => dispatch({ type: 'change', part }),
    failed: (error: unknown, fallback: string) =>
      dispatch({ type: 'failed', problem: problemOf(error, fallback) }),
    // The API names a path ("resources.0", "expressions.1.metric"): its first part is the field.
    errorOf: (field: string) => (problem?.field?.split('.')[0] === field ? problem.message : null),
  };
}
