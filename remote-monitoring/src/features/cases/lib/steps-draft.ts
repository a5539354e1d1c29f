import type { CaseActionType, CaseAssertionType, CaseLocator, CaseStep } from '@vigil/contract';
import { ACTION_USES, ASSERTION_USES } from './step-uses';

/** The element and value of an action or a check, as the editor changes them. */
export type Target = Pick<CaseStep['action'], 'selector' | 'value' | 'locator'>;

export type DraftChange =
  | { kind: 'add' }
  | { kind: 'remove'; index: number }
  | { kind: 'move'; index: number; by: -1 | 1 }
  | { kind: 'actionType'; index: number; type: CaseActionType }
  | { kind: 'action'; index: number; target: Partial<Target> }
  | { kind: 'assertionType'; index: number; type: CaseAssertionType | null }
  | { kind: 'assertion'; index: number; target: Partial<Target> }
  | { kind: 'reset'; steps: CaseStep[] };

/** A step as the runner expects a new one: click, element still to be named. */
export const newStep = (): CaseStep => ({
  action: { type: 'click', selector: null, value: null },
  assertion: null,
});

/** A target without the fields its kind does not use (switching Click to Go to drops the element). */
function keepUsed<T extends Target>(target: T, uses: { element: string; value: string }): T {
  const kept = { ...target };
  if (uses.value === 'none') kept.value = null;
  if (uses.element === 'none') {
    kept.selector = null;
    delete kept.locator;
  }
  return kept;
}

/** Empty text fields are absent: null for selector and value, no locator key at all. */
export function tidyTarget<T extends Target>(target: T): T {
  const locator = Object.fromEntries(
    Object.entries(target.locator ?? {}).filter(([, value]) => value),
  ) as CaseLocator;
  const tidy = { ...target, selector: target.selector || null, value: target.value ?? null };
  if (Object.keys(locator).length > 0) tidy.locator = locator;
  else delete tidy.locator;
  return tidy;
}

const replaceAt = (steps: CaseStep[], index: number, step: CaseStep) =>
  steps.map((current, at) => (at === index ? step : current));

/** The editor's steps after one change; the saved case is untouched until Save. */
export function changeSteps(steps: CaseStep[], change: DraftChange): CaseStep[] {
  switch (change.kind) {
    case 'reset':
      return change.steps;
    case 'add':
      return [...steps, newStep()];
    case 'remove':
      return steps.filter((_, at) => at !== change.index);
    case 'move': {
      const to = change.index + change.by;
      if (to < 0 || to >= steps.length) return steps;
      const next = [...steps];
      [next[change.index], next[to]] = [next[to]!, next[change.index]!];
      return next;
    }
    case 'actionType': {
      const step = steps[change.index]!;
      const action = keepUsed({ ...step.action, type: change.type }, ACTION_USES[change.type]);
      return replaceAt(steps, change.index, { ...step, action });
    }
    case 'action': {
      const step = steps[change.index]!;
      const action = tidyTarget({ ...step.action, ...change.target });
      return replaceAt(steps, change.index, { ...step, action });
    }
    case 'assertionType': {
      const step = steps[change.index]!;
      const assertion =
        change.type === null
          ? null
          : keepUsed(
              { selector: null, value: null, ...step.assertion, type: change.type },
              ASSERTION_USES[change.type],
            );
      return replaceAt(steps, change.index, { ...step, assertion });
    }
    case 'assertion': {
      const step = steps[change.index]!;
      if (!step.assertion) return steps;
      const assertion = tidyTarget({ ...step.assertion, ...change.target });
      return replaceAt(steps, change.index, { ...step, assertion });
    }
  }
}

/** A target as plain values in a fixed order, for comparing (empty and absent read alike). */
const canonical = ({ selector, value, locator }: Target) => [
  selector || null,
  value ?? null,
  Object.entries(locator ?? {})
    .filter(([, field]) => field)
    .sort(([a], [b]) => a.localeCompare(b)),
];

/** Whether two step lists mean the same: the editor has unsaved changes when they do not. */
export function sameSteps(a: CaseStep[], b: CaseStep[]): boolean {
  const plain = (steps: CaseStep[]) =>
    JSON.stringify(
      steps.map(({ action, assertion }) => [
        action.type,
        canonical(action),
        assertion && [assertion.type, canonical(assertion)],
      ]),
    );
  return plain(a) === plain(b);
}

/** The editor's steps, each with a key that follows it when steps move (its form stays open). */
export interface Draft {
  steps: CaseStep[];
  keys: number[];
  nextKey: number;
}

export const draftOf = (steps: CaseStep[]): Draft => ({
  steps,
  keys: steps.map((_, index) => index),
  nextKey: steps.length,
});

/** `changeSteps` with the keys moved, dropped or added alongside. */
export function changeDraft(draft: Draft, change: DraftChange): Draft {
  const steps = changeSteps(draft.steps, change);
  if (steps === draft.steps) return draft;
  switch (change.kind) {
    case 'reset':
      return draftOf(change.steps);
    case 'add':
      return { steps, keys: [...draft.keys, draft.nextKey], nextKey: draft.nextKey + 1 };
    case 'remove':
      return { ...draft, steps, keys: draft.keys.filter((_, at) => at !== change.index) };
    case 'move': {
      const keys = [...draft.keys];
      const to = change.index + change.by;
      [keys[change.index], keys[to]] = [keys[to]!, keys[change.index]!];
      return { ...draft, steps, keys };
    }
    default:
      return { ...draft, steps };
  }
}
