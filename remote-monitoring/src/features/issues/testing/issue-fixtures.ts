import type { Issue } from '@vigil/contract';
import { uuid } from '../../../testing/monitoring-fixtures';

/** An open issue written by hand (no trigger, no affected object), distinct per index. */
export function issueFixture(index: number, overrides: Partial<Issue> = {}): Issue {
  return {
    id: uuid(index, '15500000'),
    title: `Issue ${index}`,
    details: '',
    status: 'open',
    trigger: null,
    affected: null,
    labels: [],
    fingerprint: null,
    time_created: '2026-01-01T00:00:00Z',
    time_updated: '2026-01-01T00:00:00Z',
    time_closed: null,
    ...overrides,
  };
}
