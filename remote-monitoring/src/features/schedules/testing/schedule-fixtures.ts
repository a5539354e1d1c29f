import type { Schedule, ScheduleCost, ScheduleRun } from '@vigil/contract';
import { uuid } from '../../../testing/monitoring-fixtures';

export function runFixture(overrides: Partial<ScheduleRun> = {}): ScheduleRun {
  return {
    due_at: '2026-11-25T09:00:00Z',
    time_fired: '2026-11-25T09:00:02Z',
    late: false,
    manual: false,
    outcome: 'ran',
    objects: [],
    skipped: 0,
    error: null,
    ...overrides,
  };
}

export function scheduleFixture(index: number, overrides: Partial<Schedule> = {}): Schedule {
  return {
    id: uuid(index, '5c4ed000'),
    scope: 'site',
    resources: [
      { id: uuid(index, '5175e000'), type: 'site', str: `https://site-${index}.example.com` },
    ],
    task_type: 'scan',
    case_id: null,
    flow_id: null,
    frequency: 'daily',
    cron: null,
    time: '09:30',
    timezone: 'Europe/Berlin',
    status: 'Active',
    alert_id: null,
    time_last_run: null,
    next_runs: ['2026-11-26T08:30:00Z'],
    last_run: null,
    time_created: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}

export function costFixture(overrides: Partial<ScheduleCost> = {}): ScheduleCost {
  return {
    usage: 'scans',
    runs_per_month: 30,
    units_per_run: 3,
    per_month: 90,
    allowance: 500,
    over_allowance: false,
    ...overrides,
  };
}
