import type { Queryable } from '../db/connection';

/**
 * The delivery log: every message sent, an alert's action or a flow's notification node, one
 * row with its status, attempts and last error (migration 034).
 */
export interface DeliveryRow {
  id: string;
  account_id: string;
  /** The alert whose action it is, or the flow run and node that sent it. */
  alert_id: string | null;
  flowrun_id: string | null;
  node_id: string | null;
  /** An alert's notice: whether the check fails or recovered; null for a flow node's. */
  kind: 'failing' | 'recovered' | null;
  /** The channel. */
  action: 'email' | 'webhook' | 'slack';
  target: string;
  payload: Record<string, unknown>;
  status: 'pending' | 'sent' | 'failed';
  error: string | null;
  attempts: number;
  time_created: Date;
  time_sent: Date | null;
}

export type NewDelivery = Pick<DeliveryRow, 'action' | 'target' | 'payload'> & {
  accountId: string;
} & ({ alertId: string; kind: 'failing' | 'recovered' } | { flowrunId: string; nodeId: string });

/** Records a delivery before it is sent (pending); its id is what the receiver can dedupe by. */
export async function recordDelivery(tx: Queryable, delivery: NewDelivery): Promise<string> {
  const alert = 'alertId' in delivery ? delivery : null;
  const node = 'flowrunId' in delivery ? delivery : null;
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO deliveries
       (account_id, alert_id, kind, flowrun_id, node_id, action, target, payload)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      delivery.accountId,
      alert?.alertId ?? null,
      alert?.kind ?? null,
      node?.flowrunId ?? null,
      node?.nodeId ?? null,
      delivery.action,
      delivery.target,
      JSON.stringify(delivery.payload),
    ],
  );
  return row!.id;
}

export async function findDelivery(db: Queryable, id: string) {
  const [row] = await db.query<DeliveryRow>('SELECT * FROM deliveries WHERE id = $1', [id]);
  return row ?? null;
}

export async function deliverySent(db: Queryable, id: string) {
  await db.query(
    `UPDATE deliveries SET status = 'sent', attempts = attempts + 1, error = NULL,
       time_sent = now() WHERE id = $1 AND status = 'pending'`,
    [id],
  );
}

/** An attempt failed: counted with its reason; `final` ends the delivery failed. */
export async function deliveryAttemptFailed(
  db: Queryable,
  id: string,
  error: string,
  final: boolean,
) {
  await db.query(
    `UPDATE deliveries SET attempts = attempts + 1, error = $2,
       status = CASE WHEN $3 THEN 'failed' ELSE status END WHERE id = $1 AND status = 'pending'`,
    [id, error.slice(0, 500), final],
  );
}

/**
 * The sending job failed for good (its last retry, its worker died): the delivery ends failed,
 * once. Its last attempt's reason is kept when it has one.
 */
export async function failDelivery(db: Queryable, id: string, error: string) {
  await db.query(
    `UPDATE deliveries SET status = 'failed', error = coalesce(error, $2)
     WHERE id = $1 AND status = 'pending'`,
    [id, error.slice(0, 500)],
  );
}
