import { secretReferences, type CaseStep } from '@vigil/contract';
import { StepFailure } from './locate';

/** The team's secret values a run may type, by name (decrypted for this run only). */
export type SecretValues = ReadonlyMap<string, string>;

/** The names every step of the run refers to as `{{NAME}}` (actions and assertions). */
export function referencedSecrets(steps: CaseStep[]): string[] {
  const values = steps.flatMap((step) => [step.action.value, step.assertion?.value ?? null]);
  return [...new Set(values.flatMap((value) => (value ? secretReferences(value) : [])))];
}

function substitute(value: string | null, secrets: SecretValues): string | null {
  if (value === null) return null;
  for (const name of secretReferences(value))
    if (!secrets.has(name)) throw new StepFailure(`secret ${name} is not set`);
  return value.replace(/\{\{([A-Z][A-Z0-9_]{0,63})\}\}/g, (_, name: string) => secrets.get(name)!);
}

/**
 * The step as it runs: `{{NAME}}` replaced by the secret's value. A name the team has not set
 * fails the step, by name. `typed` says whether the action types a secret (its field's
 * screenshots are then masked).
 */
export function withSecrets(step: CaseStep, secrets: SecretValues) {
  // Without a reference the step itself runs: case generation repairs its locators in place.
  if (referencedSecrets([step]).length === 0) return { step, typed: false };
  const action = { ...step.action, value: substitute(step.action.value, secrets) };
  const assertion = step.assertion
    ? { ...step.assertion, value: substitute(step.assertion.value, secrets) }
    : null;
  const typed = step.action.value !== null && secretReferences(step.action.value).length > 0;
  return { step: { action, assertion }, typed };
}
