import {
  scheduleCreateBodySchema,
  scheduleShapeProblem,
  type Schedule,
  type ScheduleCreateBody,
  type ScheduleFrequency,
} from '@vigil/contract';

/** What the schedule form holds: the body's fields, plus which of preset or cron is in use. */
export interface ScheduleDraft {
  scope: Schedule['scope'];
  resources: string[];
  task_type: Schedule['task_type'];
  case_id: string | null;
  flow_id: string | null;
  timing: 'preset' | 'cron';
  frequency: ScheduleFrequency;
  cron: string;
  time: string;
  timezone: string;
  status: Schedule['status'];
  alert_id: string | null;
}

/** What each piece of the schedule form reads and changes of the draft. */
export interface ScheduleFieldsProps {
  draft: ScheduleDraft;
  onChange: (change: Partial<ScheduleDraft>) => void;
  /** The API's 400 when it names this field. */
  errorOf: (field: string) => string | null;
}

/** The viewer's own timezone, the default of a new schedule. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function newDraft(): ScheduleDraft {
  return {
    scope: 'site',
    resources: [],
    task_type: 'scan',
    case_id: null,
    flow_id: null,
    timing: 'preset',
    frequency: 'daily',
    cron: '0 9 * * 1',
    time: '09:00',
    timezone: browserTimeZone(),
    status: 'Active',
    alert_id: null,
  };
}

export function draftOf(schedule: Schedule): ScheduleDraft {
  return {
    scope: schedule.scope,
    resources: schedule.resources.map((resource) => resource.id),
    task_type: schedule.task_type,
    case_id: schedule.case_id,
    flow_id: schedule.flow_id,
    timing: schedule.cron ? 'cron' : 'preset',
    frequency: schedule.frequency ?? 'daily',
    cron: schedule.cron ?? '0 9 * * 1',
    time: schedule.time,
    timezone: schedule.timezone,
    status: schedule.status,
    alert_id: schedule.alert_id,
  };
}

/** The API body: one of frequency or cron, resources only with a site or page scope. */
export function bodyOf(draft: ScheduleDraft): ScheduleCreateBody {
  const cron = draft.timing === 'cron';
  return {
    scope: draft.scope,
    resources: draft.scope === 'account' ? [] : draft.resources,
    task_type: draft.task_type,
    case_id: draft.task_type === 'caserun' ? draft.case_id : null,
    flow_id: draft.task_type === 'flowrun' ? draft.flow_id : null,
    frequency: cron ? null : draft.frequency,
    cron: cron ? draft.cron : null,
    time: draft.time,
    timezone: draft.timezone,
    status: draft.status,
    alert_id: draft.alert_id,
  };
}

/**
 * Why `body` is not a schedule yet, in the API's words: the contract's body schema, then its
 * shape rules (a site named, a case for case runs, …). Null when the API may be asked about it;
 * a form still being filled in asks for no cost (each ask would only answer 400).
 */
export function incompleteBecause(body: ScheduleCreateBody): string | null {
  const parsed = scheduleCreateBodySchema.safeParse(body);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return issue ? `${issue.path.join('.')}: ${issue.message}` : 'is invalid';
  }
  return scheduleShapeProblem(parsed.data)?.message ?? null;
}
