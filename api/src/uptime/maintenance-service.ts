import type {
  MaintenanceCreateBody,
  MaintenanceUpdateBody,
  MaintenanceWindow,
  PageQuery,
} from '@vigil/contract';
import type { Db, Queryable } from '../db/connection';
import { badRequest, orNotFound } from '../http/errors';
import type { Rows } from '../http/pagination';
import { activeOccurrence, currentOrNextOccurrence } from './maintenance-schedule';
import * as windows from './repository-maintenance';
import { teamMonitorIds } from './repository-status-pages';

export type MaintenanceService = ReturnType<typeof createMaintenanceService>;

type Input = MaintenanceCreateBody;

/** What an update leaves as it was: the stored window as a create body. */
const inputOf = (row: windows.MaintenanceRow): Input => ({
  title: row.title,
  all_monitors: row.all_monitors,
  monitor_ids: row.monitor_ids,
  kind: row.kind,
  starts_at: row.starts_at?.toISOString() ?? null,
  ends_at: row.ends_at?.toISOString() ?? null,
  weekdays: row.weekdays,
  start_time: row.start_time,
  duration_minutes: row.duration_minutes,
  timezone: row.timezone,
});

const toWindow = (row: windows.MaintenanceRow, now: Date): MaintenanceWindow => {
  const next = currentOrNextOccurrence(row, now);
  return {
    id: row.id,
    ...inputOf(row),
    active: activeOccurrence(row, now) !== null,
    next: next && { starts_at: next.start.toISOString(), ends_at: next.end.toISOString() },
    time_created: row.time_created.toISOString(),
    time_updated: row.time_updated.toISOString(),
  };
};

/** The timing of the window's kind, the other kind's fields cleared; refusals name a field. */
function timingOf(
  input: Input,
): Omit<windows.MaintenanceFields, 'title' | 'all_monitors' | 'monitor_ids'> {
  const base = { kind: input.kind, timezone: input.timezone };
  if (input.kind === 'once') {
    if (!input.starts_at) throw badRequest('starts_at: enter when the window starts', 'starts_at');
    if (!input.ends_at) throw badRequest('ends_at: enter when the window ends', 'ends_at');
    const [starts, ends] = [new Date(input.starts_at), new Date(input.ends_at)];
    if (ends <= starts) throw badRequest('ends_at: must be after starts_at', 'ends_at');
    const none = { weekdays: [], start_time: null, duration_minutes: null };
    return { ...base, ...none, starts_at: starts, ends_at: ends };
  }
  if (input.weekdays.length === 0)
    throw badRequest('weekdays: choose at least one day', 'weekdays');
  if (!input.start_time) throw badRequest('start_time: enter a start time', 'start_time');
  if (!input.duration_minutes)
    throw badRequest('duration_minutes: enter how long it lasts', 'duration_minutes');
  return {
    ...base,
    starts_at: null,
    ends_at: null,
    weekdays: input.weekdays,
    start_time: input.start_time,
    duration_minutes: input.duration_minutes,
  };
}

/** The whole window checked: its timing, and monitors (or all) of the caller's team. */
async function checkedFields(
  db: Queryable,
  accountId: string,
  input: Input,
): Promise<windows.MaintenanceFields> {
  const timing = timingOf(input);
  if (!input.all_monitors) {
    if (input.monitor_ids.length === 0)
      throw badRequest('monitor_ids: choose monitors, or all of them', 'monitor_ids');
    const mine = await teamMonitorIds(db, accountId, input.monitor_ids);
    if (input.monitor_ids.some((id) => !mine.has(id)))
      throw badRequest("monitor_ids: not all of them are your team's monitors", 'monitor_ids');
  }
  const monitorIds = input.all_monitors ? [] : input.monitor_ids;
  return {
    ...timing,
    title: input.title,
    all_monitors: input.all_monitors,
    monitor_ids: monitorIds,
  };
}

/** A team's maintenance windows (issue 46): CRUD; what they hold is maintenance.ts's. */
export function createMaintenanceService(db: Db, clock: () => Date = () => new Date()) {
  const owned = async (accountId: string, id: string) =>
    orNotFound(await windows.findMaintenance(db, accountId, id));

  return {
    async create(accountId: string, body: MaintenanceCreateBody): Promise<MaintenanceWindow> {
      const fields = await checkedFields(db, accountId, body);
      const row = await db.transaction((tx) => windows.insertMaintenance(tx, accountId, fields));
      return toWindow(row, clock());
    },

    async get(accountId: string, id: string): Promise<MaintenanceWindow> {
      return toWindow(await owned(accountId, id), clock());
    },

    async list(accountId: string, query: PageQuery): Promise<Rows<MaintenanceWindow>> {
      const page = await windows.listMaintenance(db, accountId, query.limit, query.offset);
      const now = clock();
      return { count: page.count, rows: page.rows.map((row) => toWindow(row, now)) };
    },

    /** Changes any fields; the result is checked whole (a kind's fields come with it). */
    async update(
      accountId: string,
      id: string,
      body: MaintenanceUpdateBody,
    ): Promise<MaintenanceWindow> {
      const current = inputOf(await owned(accountId, id));
      const defined = Object.fromEntries(
        Object.entries(body).filter(([, value]) => value !== undefined),
      );
      const fields = await checkedFields(db, accountId, { ...current, ...defined });
      const row = await db.transaction((tx) => windows.updateMaintenance(tx, id, fields));
      return toWindow(row, clock());
    },

    async remove(accountId: string, id: string) {
      await owned(accountId, id);
      await windows.deleteMaintenance(db, accountId, id);
      return { success: true };
    },
  };
}
