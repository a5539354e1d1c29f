import type { ApiLog, ApiLogDetail } from '@vigil/contract';
import { uuid } from '../../../testing/monitoring-fixtures';

export function apiLogFixture(index: number, overrides: Partial<ApiLog> = {}): ApiLog {
  return {
    id: uuid(index, '10900000'),
    time_created: '2026-03-02T10:15:00Z',
    method: 'GET',
    path: `/v1/ops/site?limit=${index}`,
    status: 200,
    duration_ms: 12 + index,
    ...overrides,
  };
}

export function apiLogDetailFixture(log: ApiLog, overrides: Partial<ApiLogDetail> = {}) {
  return {
    ...log,
    request: null,
    request_truncated: false,
    response: { count: 0, next: null, previous: null, results: [] },
    response_truncated: false,
    ...overrides,
  } satisfies ApiLogDetail;
}
