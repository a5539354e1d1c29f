import type {
  Alert,
  AlertAction,
  AlertDelivery,
  AlertExpression,
  PageQuery,
} from '@vigil/contract';
import type { Queryable } from '../db/connection';
import { findTeamRow } from '../db/repository-team-rows';
import { newestFirst } from '../db/repository-pages';
import { maskedActions } from './webhook-actions';
import type { DeliveryRow as LoggedDelivery } from '../notify/repository';
import { maskUrl } from '../notify/webhook-mask';

export interface AlertRow {
  id: string;
  account_id: string;
  name: string;
  expressions: AlertExpression[];
  actions: AlertAction[];
  secret: string;
  time_created: Date;
  managed_by: string | null;
}

/** An alert's delivery, as the one delivery log keeps it (notify/repository.ts). */
export type DeliveryRow = LoggedDelivery & { kind: 'failing' | 'recovered' };

/** The alert as its reader may see it: webhook URLs and the signing secret are the admins'. */
export const toAlert = (row: AlertRow, viewerIsAdmin: boolean): Alert => ({
  id: row.id,
  name: row.name,
  expressions: row.expressions,
  actions: viewerIsAdmin ? row.actions : maskedActions(row.actions),
  ...(viewerIsAdmin ? { webhook_secret: row.secret } : {}),
  time_created: row.time_created.toISOString(),
  managed_by: row.managed_by,
});

export const toDelivery = (row: DeliveryRow, viewerIsAdmin: boolean): AlertDelivery => ({
  id: row.id,
  kind: row.kind,
  action: row.action,
  target: row.action === 'webhook' && !viewerIsAdmin ? maskUrl(row.target) : row.target,
  status: row.status,
  error: row.error,
  attempts: row.attempts,
  time_created: row.time_created.toISOString(),
  time_sent: row.time_sent?.toISOString() ?? null,
});

/** The secret an alert's webhooks are signed with; null once the alert is gone. */
export async function alertSecret(db: Queryable, id: string) {
  const [row] = await db.query<{ secret: string }>('SELECT secret FROM alerts WHERE id = $1', [id]);
  return row?.secret ?? null;
}

export const findAlert = (db: Queryable, accountId: string, id: string) =>
  findTeamRow<AlertRow>(db, 'alerts', accountId, id);

/** One page of the team's alerts, newest first, and how many there are. */
export const listAlerts = (db: Queryable, accountId: string, page: PageQuery) =>
  newestFirst<AlertRow>(db, { table: 'alerts', match: { account_id: accountId } }, page);

/** One page of the alert's deliveries, newest first, and how many there are. */
export const listDeliveries = (db: Queryable, alertId: string, page: PageQuery) =>
  newestFirst<DeliveryRow>(db, { table: 'deliveries', match: { alert_id: alertId } }, page);

type AlertFields = Pick<AlertRow, 'name' | 'expressions' | 'actions' | 'managed_by'>;

export async function insertAlert(
  db: Queryable,
  accountId: string,
  fields: AlertFields,
  secret: string,
) {
  const [row] = await db.query<AlertRow>(
    `INSERT INTO alerts (account_id, name, expressions, actions, secret, managed_by)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [
      accountId,
      fields.name,
      JSON.stringify(fields.expressions),
      JSON.stringify(fields.actions),
      secret,
      fields.managed_by,
    ],
  );
  return row!;
}

export async function updateAlert(db: Queryable, id: string, fields: AlertFields) {
  const [row] = await db.query<AlertRow>(
    `UPDATE alerts SET name = $2, expressions = $3, actions = $4, managed_by = $5
     WHERE id = $1 RETURNING *`,
    [
      id,
      fields.name,
      JSON.stringify(fields.expressions),
      JSON.stringify(fields.actions),
      fields.managed_by,
    ],
  );
  return row!;
}

export async function deleteAlert(db: Queryable, id: string) {
  await db.query('DELETE FROM alerts WHERE id = $1', [id]);
}

/** The alert of the schedule that made this run object, if that schedule has one. */
export async function alertOfScheduledObject(db: Queryable, type: string, id: string) {
  const [alert] = await db.query<AlertRow>(
    `SELECT a.* FROM scheduled_objects o JOIN schedules s ON s.id = o.schedule_id
     JOIN alerts a ON a.id = s.alert_id WHERE o.object_type = $1 AND o.object_id = $2`,
    [type, id],
  );
  return alert ?? null;
}

/**
 * Whether the alert was failing for this subject, its state row locked for the transaction
 * (made not failing on first use), so two runs finishing at once notify once.
 */
export async function lockAlertState(db: Queryable, alertId: string, subject: string) {
  await db.query(
    `INSERT INTO alert_states (alert_id, subject, failing) VALUES ($1, $2, false)
     ON CONFLICT DO NOTHING`,
    [alertId, subject],
  );
  const [state] = await db.query<{ failing: boolean }>(
    'SELECT failing FROM alert_states WHERE alert_id = $1 AND subject = $2 FOR UPDATE',
    [alertId, subject],
  );
  return state!.failing;
}

export async function setAlertState(
  db: Queryable,
  alertId: string,
  subject: string,
  failing: boolean,
) {
  await db.query(
    `UPDATE alert_states SET failing = $3, time_changed = now()
     WHERE alert_id = $1 AND subject = $2`,
    [alertId, subject, failing],
  );
}
