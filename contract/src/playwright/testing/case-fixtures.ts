import type { Case, CaseStep } from '../../ops';

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
  const hex = index.toString(16).padStart(4, '0');
  return {
    id: `ca5e0000-0000-4000-8000-00000000${hex}`,
    title: `Case ${index}`,
    site: `5175e000-0000-4000-8000-00000000${hex}`,
    type: 'generated',
    steps: formSteps,
    time_created: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
