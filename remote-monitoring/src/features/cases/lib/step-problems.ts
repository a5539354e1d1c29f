import { caseStepSchema, type CaseStep } from '@vigil/contract';
import { ACTION_USES, ASSERTION_USES } from './step-uses';
import type { Target } from './steps-draft';

const hasElement = ({ selector, locator }: Target) =>
  Boolean(selector || locator?.role || locator?.label || locator?.text || locator?.test_id);

/** What is missing in one action or check, in the words of its form. */
function targetProblems(
  what: string,
  target: Target,
  uses: { element: string; value: string; valueLabel?: string },
): string[] {
  const problems: string[] = [];
  if (uses.element === 'required' && !hasElement(target)) {
    problems.push(`${what} needs an element: a role, label, text, test id or CSS selector.`);
  }
  if (uses.value === 'required' && !target.value) {
    problems.push(`${what} needs a value (${uses.valueLabel?.toLowerCase() ?? 'value'}).`);
  }
  if (target.locator?.name && !target.locator.role) {
    problems.push(`${what}: a name goes with a role (button "Sign up").`);
  }
  return problems;
}

/**
 * Why a step cannot be saved or run, or [] when it can: the contract's schema first (lengths,
 * kinds), then what each action and check needs (a click needs an element…).
 */
export function stepProblems(step: CaseStep): string[] {
  const parsed = caseStepSchema.safeParse(step);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  }
  const { action, assertion } = step;
  const problems = targetProblems(ACTION_USES[action.type].label, action, ACTION_USES[action.type]);
  if (action.type === 'wait' && action.value && !/^\d+$/.test(action.value)) {
    problems.push('Wait: milliseconds are a whole number.');
  }
  if (action.type === 'wait' && !action.value && !hasElement(action)) {
    problems.push('Wait needs an element to wait for, or a number of milliseconds.');
  }
  if (assertion) {
    const uses = ASSERTION_USES[assertion.type];
    problems.push(...targetProblems(`Check "${uses.label}"`, assertion, uses));
    if (assertion.type === 'regex' && assertion.value) {
      try {
        new RegExp(assertion.value);
      } catch {
        problems.push(`Check "${uses.label}": the pattern is not a valid regular expression.`);
      }
    }
  }
  return problems;
}
