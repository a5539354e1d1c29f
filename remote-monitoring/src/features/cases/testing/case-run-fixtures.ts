import type { CaseRun, CaseRunStep } from '@vigil/contract';
import { formSteps } from './case-fixtures';
import { uuid } from '../../../testing/monitoring-fixtures';

export const stepResult = (index: number, overrides: Partial<CaseRunStep> = {}): CaseRunStep => ({
  index,
  status: 'passed',
  duration_ms: 1200 + index,
  error: null,
  locator: null,
  screenshot: null,
  console_errors: [],
  url: null,
  ...overrides,
});

/** A run of the sign-up case (case 1 on site 1), passed unless overridden. */
export function caseRunFixture(index: number, overrides: Partial<CaseRun> = {}): CaseRun {
  return {
    id: uuid(index, 'ca5e0a00'),
    case: uuid(1, 'ca5e0000'),
    site: uuid(1, '5175e000'),
    status: 'passed',
    case_steps: formSteps,
    steps: formSteps.map((_, step) => stepResult(step)),
    continue_on_failure: false,
    error: null,
    issue: null,
    duration_ms: 4321,
    time_created: '2026-01-01T00:00:00Z',
    time_completed: '2026-01-01T00:00:05Z',
    ...overrides,
  };
}
