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

/**
 * Replaces every secret value in a text meant to be kept or shown (an error, a console line, a
 * URL) by its `{{NAME}}`: Playwright's messages quote what was typed or expected. Longest first,
 * so a value containing another is masked whole.
 */
export function secretMasker(secrets: SecretValues): (text: string) => string {
  const entries = [...secrets].filter(([, value]) => value.length > 0);
  entries.sort(([, a], [, b]) => b.length - a.length);
  if (entries.length === 0) return (text) => text;
  return (text) => {
    let masked = text;
    for (const [name, value] of entries) {
      masked = masked.split(value).join(`{{${name}}}`);
      // A URL (a GET form, a redirect) carries the value encoded.
      const encoded = encodeURIComponent(value);
      if (encoded !== value) masked = masked.split(encoded).join(`{{${name}}}`);
      const formEncoded = encoded.replace(/%20/g, '+');
      if (formEncoded !== encoded) masked = masked.split(formEncoded).join(`{{${name}}}`);
    }
    return masked;
  };
}
