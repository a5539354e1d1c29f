import { caseStepsInputSchema, type CaseStep, type PlaywrightImport } from '@vigil/contract';
import type { z } from 'zod';
import { badRequest } from '../http/errors';

const number = (value: number | bigint) => value.toLocaleString('en-US');

/** "a value", "a selector", "a locator's name": the field of a step an issue is about. */
function fieldName(path: PropertyKey[]): string {
  const key = String(path.at(-1));
  return path.includes('locator') ? `a locator's ${key}` : `a ${key}`;
}

function describe(issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_big' && issue.origin === 'string')
    return `${fieldName(issue.path)} holds at most ${number(issue.maximum)} characters`;
  return `${issue.path.slice(1).join('.')}: ${issue.message}`;
}

/**
 * The steps of an imported file, held to the schema of a case written by hand. Stored unchecked,
 * a value over 5,000 characters failed the answer's schema, and from then on the team's case list
 * (issue 42); a 1,000-step file made a case that could never be saved back. A 400 names the line.
 */
export function importedSteps({ steps, lines }: PlaywrightImport): CaseStep[] {
  const checked = caseStepsInputSchema.safeParse(steps);
  if (checked.success) return checked.data;
  const issue = checked.error.issues[0]!;
  if (issue.code === 'too_big' && issue.origin === 'array') {
    // The first step over the limit is where the file goes over it.
    const max = Number(issue.maximum);
    const reason = `a case holds at most ${number(max)} steps, and the file has ${number(steps.length)}`;
    throw badRequest(`line ${lines[max]!.action}: ${reason}`, 'source');
  }
  const [index, part] = issue.path as [number, 'action' | 'assertion'];
  const at = lines[index]!;
  const line = part === 'assertion' ? (at.assertion ?? at.action) : at.action;
  throw badRequest(`line ${line}: ${describe(issue)}`, 'source');
}
