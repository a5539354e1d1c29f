import type { Schedule, ScheduleFrequency, ScheduleRun } from '@vigil/contract';
import { cronWords } from './cron-words';

export const FREQUENCY_LABELS: Record<ScheduleFrequency, string> = {
  '10-min': 'Every 10 minutes',
  '30-min': 'Every 30 minutes',
  hourly: 'Every hour',
  daily: 'Every day',
  weekly: 'Every week',
  monthly: 'Every month',
};

export const TASK_LABELS: Record<Schedule['task_type'], string> = {
  scan: 'Scan',
  test: 'Test',
  caserun: 'Case run',
  flowrun: 'Flow run',
  migration: 'Site migration',
};

/** When a schedule runs, in words: "Every day at 09:30 (Europe/Berlin)", "Cron: at 09:30 on Monday". */
export function timingWords(schedule: Pick<Schedule, 'frequency' | 'cron' | 'time' | 'timezone'>) {
  const zone = ` (${schedule.timezone})`;
  if (schedule.cron) {
    const words = cronWords(schedule.cron);
    return `${words.charAt(0).toUpperCase()}${words.slice(1)}${zone}`;
  }
  if (!schedule.frequency) return 'No timing';
  const label = FREQUENCY_LABELS[schedule.frequency];
  switch (schedule.frequency) {
    case '10-min':
    case '30-min':
      return label;
    case 'hourly':
      return `${label} at minute ${Number(schedule.time.slice(3))}`;
    default:
      return `${label} at ${schedule.time}${zone}`;
  }
}

export const OUTCOME_LABELS: Record<ScheduleRun['outcome'], string> = {
  ran: 'Ran',
  partial: 'Partly ran',
  skipped: 'Skipped',
  failed: 'Failed',
};

export const OUTCOME_PALETTES: Record<ScheduleRun['outcome'], string> = {
  ran: 'green',
  partial: 'orange',
  skipped: 'gray',
  failed: 'red',
};

/** What a schedule covers: "Every site", "2 sites", or the one resource's URL. */
export function coverageWords(schedule: Pick<Schedule, 'scope' | 'resources'>) {
  if (schedule.scope === 'account') return 'Every site';
  if (schedule.resources.length === 1) return schedule.resources[0]!.str;
  return `${schedule.resources.length} ${schedule.scope}s`;
}
