import type { Alert, AlertDelivery } from '@vigil/contract';
import { uuid } from '../../../testing/monitoring-fixtures';

export function alertFixture(index: number, overrides: Partial<Alert> = {}): Alert {
  return {
    id: uuid(index, 'a1e40000'),
    name: `Alert ${index}`,
    expressions: [{ joiner: '', metric: 'health', operator: '<', value: 70 }],
    actions: [{ type: 'webhook', target: 'https://hooks.example.com/vigil' }],
    webhook_secret: `whsec_${index}`,
    time_created: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}

export function deliveryFixture(
  index: number,
  overrides: Partial<AlertDelivery> = {},
): AlertDelivery {
  return {
    id: uuid(index, 'de110000'),
    kind: 'failing',
    action: 'webhook',
    target: 'https://hooks.example.com/vigil',
    status: 'sent',
    error: null,
    attempts: 1,
    time_created: '2026-11-25T09:00:05Z',
    time_sent: '2026-11-25T09:00:06Z',
    ...overrides,
  };
}
