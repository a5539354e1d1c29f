import type { Case, CaseStep } from '@vigil/contract';
import { uuid } from '../../../testing/monitoring-fixtures';

const CREATED = '2026-01-01T00:00:00Z';

export const step = (
  action: CaseStep['action'],
  assertion: CaseStep['assertion'] = null,
): CaseStep => ({ action, assertion });

/** Steps shaped like the API's generator makes for a sign-up form (api/src/cases/generator.ts). */
export const formSteps: CaseStep[] = [
  step(
    { type: 'navigate', selector: null, value: 'https://site-1.example.com/signup' },
    { type: 'exists', selector: 'body', value: null },
  ),
  step(
    { type: 'change', selector: '#email', value: 'jane.doe@example.com' },
    { type: 'visible', selector: '#email', value: null },
  ),
  step(
    { type: 'click', selector: '#signup', value: null },
    { type: 'match', selector: 'h1', value: 'Welcome' },
  ),
];

export function caseFixture(index: number, overrides: Partial<Case> = {}): Case {
  return {
    id: uuid(index, 'ca5e0000'),
    title: `Case ${index}`,
    site: uuid(index, '5175e000'),
    type: 'generated',
    steps: formSteps,
    time_created: CREATED,
    ...overrides,
  };
}
