import type { Queryable } from '../db/connection';
import type { JobSender } from '../jobs/define-job';
import { deliverAlertJob } from '../jobs/kinds';
import { recordDelivery } from '../notify/repository';
import { findAlert } from './repository';

/**
 * A notice that is not a run's evaluation (an uptime monitor going down or recovering, issue
 * 46): one delivery per action of the team's alert `alertId`, each queued in `tx`, so the notice
 * exists exactly when the change that caused it was committed. The caller decides when a notice
 * is due (once per change); `payload` is what the webhook receives, with the alert added, and
 * must carry what the mail and Slack summary read (deliver.ts: state, object, site_url,
 * page_url, figures). An alert of another team, or gone, sends nothing.
 */
export async function queueAlertNotice(
  tx: Queryable,
  queue: JobSender,
  accountId: string,
  alertId: string,
  payload: { state: 'failing' | 'recovered' } & Record<string, unknown>,
) {
  const alert = await findAlert(tx, accountId, alertId);
  if (!alert) return 0;
  const body = { alert: { id: alert.id, name: alert.name }, ...payload };
  for (const action of alert.actions) {
    const deliveryId = await recordDelivery(tx, {
      accountId,
      alertId: alert.id,
      kind: payload.state,
      action: action.type,
      target: action.target,
      payload: body,
    });
    await deliverAlertJob.send(queue, { deliveryId }, tx);
  }
  return alert.actions.length;
}
