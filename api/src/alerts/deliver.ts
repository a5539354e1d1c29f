import type { Db } from '../db/connection';
import { FinalSendError, sendMessage, type Message, type SendDeps } from '../notify/send';
import type { DeliveryRow } from './repository';

export interface DeliveryDeps extends SendDeps {
  db: Db;
}

type Payload = {
  state: string;
  alert: { name: string };
  object: { type: string; url: string };
  site_url: string;
  page_url: string | null;
  figures: { metric: string; operator: string; value: unknown; actual: unknown }[];
};

/** One line per expression: what was checked and the figure found. */
export function summaryOf(payload: Payload) {
  const what = payload.state === 'failing' ? 'is failing' : 'passes again';
  const lines = payload.figures.map(
    (f) => `${f.metric} ${f.operator} ${String(f.value)} (now ${String(f.actual ?? 'n/a')})`,
  );
  return {
    title: `${payload.alert.name} ${what}: ${payload.object.type} of ${payload.page_url ?? payload.site_url}`,
    lines,
    link: payload.object.url,
  };
}

/** The message of a recorded delivery, on its action's channel. */
function messageOf(row: DeliveryRow & { secret: string; account_id: string }): Message {
  const payload = row.payload as Payload;
  if (row.action === 'webhook')
    return {
      channel: 'webhook',
      url: row.target,
      secret: row.secret,
      body: JSON.stringify(payload),
    };
  if (row.action === 'email')
    return { channel: 'email', to: row.target, summary: summaryOf(payload) };
  return { channel: 'slack', accountId: row.account_id, summary: summaryOf(payload) };
}

/**
 * Sends one recorded delivery and records the result. A transient failure (timeout, 5xx, a
 * refused connection) is recorded and thrown, so the job retries with backoff; its final failure
 * marks it failed. A sent or failed delivery is never sent again.
 */
export async function deliver(deps: DeliveryDeps, deliveryId: string) {
  const { db } = deps;
  const [row] = await db.query<DeliveryRow & { secret: string; account_id: string }>(
    `SELECT d.*, a.secret, a.account_id FROM alert_deliveries d JOIN alerts a ON a.id = d.alert_id
     WHERE d.id = $1`,
    [deliveryId],
  );
  if (!row || row.status !== 'pending') return;
  try {
    await sendMessage(deps, messageOf(row));
    await db.query(
      `UPDATE alert_deliveries SET status = 'sent', attempts = attempts + 1, error = NULL,
       time_sent = now() WHERE id = $1`,
      [deliveryId],
    );
  } catch (error) {
    const message = (error as Error).message.slice(0, 500);
    // A refused target stays refused, an undecryptable connection stays so: no retry.
    const final = error instanceof FinalSendError;
    await db.query(
      `UPDATE alert_deliveries SET attempts = attempts + 1, error = $2,
       status = CASE WHEN $3 THEN 'failed' ELSE status END WHERE id = $1`,
      [deliveryId, message, final],
    );
    if (!final) throw error;
  }
}

/** The job's last retry failed: the delivery ends failed with the reason. */
export async function failDelivery(db: Db, deliveryId: string, error: string) {
  await db.query(
    `UPDATE alert_deliveries SET status = 'failed', error = coalesce(error, $2)
     WHERE id = $1 AND status = 'pending'`,
    [deliveryId, error.slice(0, 500)],
  );
}
