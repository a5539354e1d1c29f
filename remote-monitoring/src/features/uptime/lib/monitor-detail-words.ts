import type { MonitorErrorClass, MonitorStatsPeriod } from '@vigil/contract';

/** "45 s", "12 min", "3 h 5 min", "2 d 4 h": how long an incident lasted. */
export function durationText(fromIso: string, toIso: string): string {
  const seconds = Math.max(0, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** Each error class in the words of someone who owns the site. */
export const ERROR_CLASS_TEXT: Record<MonitorErrorClass, string> = {
  dns: 'DNS',
  connect: 'Connection',
  tls: 'TLS',
  timeout: 'Timeout',
  status: 'Status',
  assertion: 'Assertion',
};

export const PERIOD_TEXT: Record<MonitorStatsPeriod, string> = {
  '24h': '24 h',
  '7d': '7 days',
  '30d': '30 days',
};

const hourLabel = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const dayHourLabel = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const dayLabel = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

/** A bucket's start on the chart's axis, in the reader's zone: by hour, day and hour, or day. */
export function bucketLabel(period: MonitorStatsPeriod, startIso: string): string {
  const start = new Date(startIso);
  if (period === '24h') return hourLabel.format(start);
  if (period === '7d') return dayHourLabel.format(start);
  return dayLabel.format(start);
}
