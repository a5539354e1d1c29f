import type { Case } from '@vigil/contract';
import { apiErrorMessage, notify } from '@vigil/shared';
import { useEffect, useReducer, useState } from 'react';
import { useUpdateCaseSteps } from '../../../data/cases/update-case';
import { useToggleSet } from '../../../lib/use-toggle-set';
import { serverStepError, type StepError } from '../lib/server-step-error';
import { stepProblems } from '../lib/step-problems';
import { changeDraft, draftOf, sameSteps, type DraftChange } from '../lib/steps-draft';

/** Asks before the tab closes while there are unsaved steps (the browser words the question). */
function useWarnBeforeUnload(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

/**
 * The steps being edited (a reducer over the saved ones), what each still needs (the client's
 * checks and the server's 400), whether Save was refused for them, and Save itself.
 */
export function useStepsEditor(testCase: Case) {
  const [draft, dispatch] = useReducer(changeDraft, testCase.steps, draftOf);
  // Which steps show their form, by key: a new step opens, Edit and Done toggle.
  const { open, toggle, show } = useToggleSet<number>();
  const [serverError, setServerError] = useState<StepError | null>(null);
  const [blocked, setBlocked] = useState(false);
  const save = useUpdateCaseSteps(testCase.id);
  // The saved case re-read with other steps (edited elsewhere): follow it unless mid-edit.
  const [base, setBase] = useState(testCase.steps);
  if (base !== testCase.steps) {
    setBase(testCase.steps);
    if (sameSteps(draft.steps, base)) dispatch({ kind: 'reset', steps: testCase.steps });
  }
  const dirty = !sameSteps(draft.steps, testCase.steps);
  useWarnBeforeUnload(dirty);

  const problems = draft.steps.map((step, index) => [
    ...stepProblems(step),
    ...(serverError?.index === index ? [serverError.message] : []),
  ]);
  const firstProblem = problems.findIndex((list) => list.length > 0);

  const change = (next: DraftChange) => {
    dispatch(next);
    setServerError(null);
    setBlocked(false);
    if (next.kind === 'add') show(draft.nextKey);
  };
  const onSave = () => {
    if (firstProblem >= 0) return setBlocked(true);
    save.mutate(draft.steps, {
      onSuccess: (saved) => {
        dispatch({ kind: 'reset', steps: saved.steps });
        notify.success('Steps saved.');
      },
      onError: (error) => {
        const stepError = serverStepError(error);
        setServerError(stepError);
        if (!stepError) notify.error(apiErrorMessage(error, 'Could not save the steps.'));
      },
    });
  };
  const discard = () => change({ kind: 'reset', steps: testCase.steps });
  const refused = blocked && firstProblem >= 0 ? firstProblem : null;

  return { draft, open, toggle, problems, refused, dirty, change, onSave, discard, save };
}
