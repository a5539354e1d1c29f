import type { Monitor } from '@vigil/contract';

/** A state as a badge shows it; palettes, which Chakra shades for light and dark themes. */
export const STATE_LOOK: Record<Monitor['state'], { label: string; palette: string }> = {
  up: { label: 'Up', palette: 'green' },
  down: { label: 'Down', palette: 'red' },
  pending: { label: 'Checking…', palette: 'blue' },
  paused: { label: 'Paused', palette: 'gray' },
};

/** "every 60 s", "every 5 min", "every 2 h". */
export function intervalText(seconds: number): string {
  if (seconds % 3600 === 0) return `every ${seconds / 3600} h`;
  if (seconds % 60 === 0) return `every ${seconds / 60} min`;
  return `every ${seconds} s`;
}

/** "99.95 %", or a dash before any check counted. */
export function uptimeText(percent: number | null): string {
  if (percent === null) return '–';
  return `${percent >= 99.995 ? '100' : percent.toFixed(2)} %`;
}

/** The last check in words: "200 in 84 ms" or its error. */
export function lastCheckText(monitor: Monitor): string {
  const last = monitor.last_result;
  if (!last) return monitor.state === 'paused' ? 'Not checked' : 'Not checked yet';
  if (last.ok) return `${last.status_code} in ${last.ms} ms`;
  return last.error ?? 'Failed';
}

/** What a monitor watches, in a line: the URL, its certificate, or the job's pings. */
export function targetText(monitor: Pick<Monitor, 'kind' | 'url'>) {
  if (monitor.kind === 'heartbeat') return 'Heartbeat (pinged by your job)';
  if (monitor.kind === 'tls') return `Certificate of ${monitor.url}`;
  return monitor.url;
}
