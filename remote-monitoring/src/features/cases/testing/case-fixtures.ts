import type { Case } from '@vigil/contract';
import { formSteps, step } from '@vigil/contract/testing/cases';
import { uuid } from '../../../testing/monitoring-fixtures';

// The step builder and the generator-shaped sign-up steps are the contract's own test fixtures.
export { formSteps, step };

const CREATED = '2026-01-01T00:00:00Z';

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
