import { z } from 'zod';
import { endpoint, idParams } from './endpoint';
import {
  idSchema,
  listOf,
  okSchema,
  pageQuerySchema,
  requiredText,
  timestampSchema,
} from './common';

/** Where the team says the work on an incident stands (its users read it on the status page). */
export const incidentUpdateStatusSchema = z.enum(
  ['investigating', 'identified', 'monitoring', 'resolved'],
  { error: 'must be investigating, identified, monitoring or resolved' },
);
export type IncidentUpdateStatus = z.infer<typeof incidentUpdateStatusSchema>;

/** The longest message: a few paragraphs, what a status page shows under an incident. */
export const INCIDENT_UPDATE_MAX_CHARS = 2000;

/** An update as the public sees it on a status page and in its feed: no author. */
export const publicIncidentUpdateSchema = z.object({
  status: incidentUpdateStatusSchema,
  message: z.string(),
  time_created: timestampSchema,
});
export type PublicIncidentUpdate = z.infer<typeof publicIncidentUpdateSchema>;

export const incidentUpdateSchema = publicIncidentUpdateSchema.extend({
  id: idSchema,
  incident_id: idSchema,
  /** Who wrote it (null once they have left). */
  author_email: z.string().nullable(),
});
export type IncidentUpdate = z.infer<typeof incidentUpdateSchema>;

export const incidentUpdateCreateBodySchema = z.object({
  status: incidentUpdateStatusSchema,
  message: requiredText('Message', INCIDENT_UPDATE_MAX_CHARS),
});
export type IncidentUpdateCreateBody = z.infer<typeof incidentUpdateCreateBodySchema>;

/** One of the team's incidents with its monitor's name and every update, newest first. */
export const teamIncidentSchema = z.object({
  id: idSchema,
  monitor_id: idSchema,
  monitor_name: z.string(),
  time_started: timestampSchema,
  time_resolved: timestampSchema.nullable(),
  error: z.string().nullable(),
  updates: z.array(incidentUpdateSchema),
});
export type TeamIncident = z.infer<typeof teamIncidentSchema>;

const incidentUpdateParams = z.object({ id: idSchema, update_id: idSchema });

/** Incident updates written by the team (issue 46); contributors may write them. */
export const incidentUpdateEndpoints = {
  /** The team's incidents, open ones first, then the newest; each with its updates. */
  listTeamIncidents: endpoint({
    method: 'GET',
    path: '/v1/ops/incident',
    access: 'member',
    query: pageQuerySchema,
    response: listOf(teamIncidentSchema),
  }),
  /** The incident's updates, newest first. */
  listIncidentUpdates: endpoint({
    method: 'GET',
    path: '/v1/ops/incident/:id/updates',
    access: 'member',
    params: idParams,
    query: pageQuerySchema,
    response: listOf(incidentUpdateSchema),
  }),
  /** 201; shown at once on every status page that shows the incident's monitor. */
  createIncidentUpdate: endpoint({
    method: 'POST',
    path: '/v1/ops/incident/:id/updates',
    access: 'member',
    status: 201,
    params: idParams,
    body: incidentUpdateCreateBodySchema,
    response: incidentUpdateSchema,
  }),
  /** Takes an update back (a mistake): gone from the status pages at once. */
  deleteIncidentUpdate: endpoint({
    method: 'DELETE',
    path: '/v1/ops/incident/:id/updates/:update_id',
    access: 'member',
    params: incidentUpdateParams,
    response: okSchema,
  }),
};
