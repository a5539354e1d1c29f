import type { Alert, AlertAction, AlertDelivery, AlertExpression } from '@vigil/contract';
import type { Queryable } from '../db/connection';
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

export async function findAlert(db: Queryable, accountId: string, id: string) {
  const [row] = await db.query<AlertRow>('SELECT * FROM alerts WHERE id = $1 AND account_id = $2', [
    id,
    accountId,
  ]);
  return row ?? null;
}

/** One page of a table's rows of the team (newest first) and how many there are. */
export async function pageOf<T>(
  db: Queryable,
  from: string,
  params: unknown[],
  limit: number,
  offset: number,
) {
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ${from}`,
    params,
  );
  const rows = await db.query<T>(
    `SELECT * FROM ${from} ORDER BY time_created DESC, id DESC
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, limit, offset],
  );
  return { count, rows };
}
