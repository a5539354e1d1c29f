import type { Monitor, MonitorIncident, StatusPage } from '@vigil/contract';
import { uuid } from '../../../testing/monitoring-fixtures';

/** A monitor that is up, checked every minute, distinct per index. */
export function monitorFixture(index: number, overrides: Partial<Monitor> = {}): Monitor {
  return {
    id: uuid(index, 'aaaaaaaa'),
    name: `Monitor ${index}`,
    kind: 'http',
    url: `https://site-${index}.example.com/health`,
    heartbeat_url: null,
    site_id: null,
    alert_id: null,
    interval_seconds: 60,
    failures_to_down: 2,
    settings: {
      method: 'GET',
      expected_status_min: 200,
      expected_status_max: 399,
      body_contains: null,
      body_not_contains: null,
      max_response_ms: null,
      follow_redirects: true,
      timeout_seconds: 10,
      grace_seconds: 60,
      tls_warn_days: 14,
      headers: [],
      basic_auth: null,
    },
    state: 'up',
    state_since: '2026-12-01T10:00:00Z',
    last_result: {
      time_checked: '2026-12-02T10:00:00Z',
      ok: true,
      status_code: 200,
      ms: 84,
      error_class: null,
      error: null,
    },
    open_incident: null,
    uptime: { day: 100, week: 99.95, month: 99.5 },
    time_created: '2026-12-01T10:00:00Z',
    ...overrides,
  };
}

/** The incident of a monitor down since 09:58, its checks answering 503. */
export const OPEN_INCIDENT: MonitorIncident = {
  id: '00000000-0000-4000-8000-000000000001',
  time_started: '2026-12-02T09:58:00Z',
  time_resolved: null,
  error: 'answered 503, expected 200-399',
  issue_id: null,
};

/** A status page showing the given monitors. */
export function statusPageFixture(index: number, overrides: Partial<StatusPage> = {}): StatusPage {
  const slug = `status-${index}`;
  return {
    id: uuid(index, 'bbbbbbbb'),
    slug,
    title: `Status ${index}`,
    description: '',
    site_id: null,
    monitor_ids: [],
    show_urls: false,
    public_path: `/status/${slug}`,
    time_created: '2026-12-01T10:00:00Z',
    ...overrides,
  };
}
