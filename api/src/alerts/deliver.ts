import type { Db } from '../db/connection';
import type { Mailer } from '../mail/mailer';
import { ForbiddenTargetError } from '../net/guard';
import { alertMail } from '../mail/templates';
import type { SlackWebhookReader } from '../slack/repository';
import { SlackUnreadableError } from '../slack/sealed-slack';
import type { DeliveryRow } from './repository';
import { postJson } from '../net/post-json';
import { sendWebhook } from './send';

export interface DeliveryDeps {
  db: Db;
  mailer: Mailer;
  allowPrivate: string | undefined;
  /** The team's Slack hook URL, decrypted (slack/repository.ts). */
  slackWebhook: SlackWebhookReader;
}

/** A failure a retry cannot fix: recorded as failed at once. */
class FinalDeliveryError extends Error {}

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

async function slackWebhookOf(deps: DeliveryDeps, alertId: string): Promise<string | null> {
  const [row] = await deps.db.query<{ account_id: string }>(
    'SELECT account_id FROM alerts WHERE id = $1',
    [alertId],
  );
  return row ? deps.slackWebhook(row.account_id) : null;
}

/**
 * Sends one recorded delivery and records the result. A transient failure (timeout, 5xx, a
 * refused connection) is recorded and thrown, so the job retries with backoff; its final failure
 * marks it failed. A sent or failed delivery is never sent again.
 */
export async function deliver(deps: DeliveryDeps, deliveryId: string) {
  const { db, mailer, allowPrivate } = deps;
  const [row] = await db.query<DeliveryRow & { secret: string }>(
    `SELECT d.*, a.secret FROM alert_deliveries d JOIN alerts a ON a.id = d.alert_id
     WHERE d.id = $1`,
    [deliveryId],
  );
  if (!row || row.status !== 'pending') return;
  const payload = row.payload as Payload;
  try {
    if (row.action === 'webhook') {
      await sendWebhook(row.target, row.secret, payload, allowPrivate);
    } else if (row.action === 'email') {
      await mailer.send(alertMail(row.target, summaryOf(payload)));
    } else {
      const hook = await slackWebhookOf(deps, row.alert_id);
      if (!hook) throw new FinalDeliveryError('Slack is not connected');
      const summary = summaryOf(payload);
      const text = `${summary.title}\n${summary.lines.join('\n')}\n<${summary.link}|View>`;
      await postJson(hook, JSON.stringify({ text }), {}, allowPrivate);
    }
    await db.query(
      `UPDATE alert_deliveries SET status = 'sent', attempts = attempts + 1, error = NULL,
       time_sent = now() WHERE id = $1`,
      [deliveryId],
    );
  } catch (error) {
    const message = (error as Error).message.slice(0, 500);
    // A refused target stays refused, an undecryptable connection stays so: no retry.
    const final =
      error instanceof FinalDeliveryError ||
      error instanceof ForbiddenTargetError ||
      error instanceof SlackUnreadableError;
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
