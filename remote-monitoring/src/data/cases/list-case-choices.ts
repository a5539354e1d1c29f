import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { caseKeys } from './keys';

// The most a list answers at once: enough cases for a picker.
const CHOICES = 100;

/** GET /v1/ops/case: the team's first 100 cases, for a picker (a flow's case run node). */
export function useCaseChoices() {
  return useQuery({
    queryKey: [...caseKeys.all, 'choices'] as const,
    queryFn: () => call('listCases', { query: { limit: CHOICES, offset: 0 } }),
  });
}
