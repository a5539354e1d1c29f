import type {
  IncidentUpdate,
  IncidentUpdateCreateBody,
  PageQuery,
  TeamIncident,
} from '@vigil/contract';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import type { Rows } from '../http/pagination';
import * as updates from './repository-incident-updates';

export type IncidentUpdateService = ReturnType<typeof createIncidentUpdateService>;

/** Updates kept with each incident of the team's list (the rest: GET …/updates, paginated). */
const LIST_UPDATES_PER_INCIDENT = 20;

export const toIncidentUpdate = (row: updates.IncidentUpdateRow): IncidentUpdate => ({
  id: row.id,
  incident_id: row.incident_id,
  status: row.status,
  message: row.message,
  author_email: row.author_email,
  time_created: row.time_created.toISOString(),
});

/**
 * What the team writes about its incidents (issue 46). `forget` drops the public pictures of the
 * pages that show the incident's monitor, so an update is on them at once, not 30 s later.
 */
export function createIncidentUpdateService(db: Db, forget: (...slugs: string[]) => void) {
  async function owned(accountId: string, incidentId: string) {
    const incident = await updates.findTeamIncident(db, accountId, incidentId);
    if (!incident) throw notFound();
    return incident;
  }
  async function redraw(monitorId: string) {
    forget(...(await updates.slugsShowingMonitor(db, monitorId)));
  }

  return {
    async listIncidents(accountId: string, query: PageQuery): Promise<Rows<TeamIncident>> {
      const page = await updates.listTeamIncidents(db, accountId, query.limit, query.offset);
      const ids = page.rows.map((row) => row.id);
      const written = await updates.updatesOfIncidents(db, ids, LIST_UPDATES_PER_INCIDENT);
      return {
        count: page.count,
        rows: page.rows.map((row) => ({
          id: row.id,
          monitor_id: row.monitor_id,
          monitor_name: row.monitor_name,
          time_started: row.time_started.toISOString(),
          time_resolved: row.time_resolved?.toISOString() ?? null,
          error: row.error,
          updates: written.filter((u) => u.incident_id === row.id).map(toIncidentUpdate),
        })),
      };
    },

    async list(accountId: string, incidentId: string, query: PageQuery) {
      await owned(accountId, incidentId);
      const page = await updates.listIncidentUpdates(db, incidentId, query.limit, query.offset);
      return { count: page.count, rows: page.rows.map(toIncidentUpdate) };
    },

    async create(
      accountId: string,
      userId: string,
      incidentId: string,
      body: IncidentUpdateCreateBody,
    ): Promise<IncidentUpdate> {
      const incident = await owned(accountId, incidentId);
      const row = await updates.insertIncidentUpdate(db, incidentId, body, userId);
      await redraw(incident.monitor_id);
      return toIncidentUpdate(row);
    },

    async remove(accountId: string, incidentId: string, updateId: string) {
      const incident = await owned(accountId, incidentId);
      if (!(await updates.deleteIncidentUpdate(db, incidentId, updateId))) throw notFound();
      await redraw(incident.monitor_id);
      return { success: true };
    },
  };
}
