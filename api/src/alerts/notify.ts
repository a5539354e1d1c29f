import type { AlertExpression, RunType } from '@vigil/contract';
import type { Db } from '../db/connection';
import type { JobSender } from '../jobs/define-job';
import { deliverAlertJob } from '../jobs/kinds';
import { recordDelivery } from '../notify/repository';
import { evaluate } from '../runs/conditions';
import type { RunFacts, RunKinds } from '../runs/run-kind';
import { alertOfScheduledObject, lockAlertState, setAlertState, type AlertRow } from './repository';

/** A finished run a schedule made. */
export interface FinishedObject {
  type: RunType;
  id: string;
}

/** What an alert's follow-up works with: the registry reads a finished run's figures. */
export interface AlertDeps {
  db: Db;
  queue: JobSender;
  appUrl: string;
  kinds: RunKinds;
}

/** What a notification carries (the webhook's JSON body; the mail and Slack text say the same). */
export function payloadOf(
  alert: Pick<AlertRow, 'id' | 'name' | 'expressions'>,
  object: FinishedObject,
  facts: RunFacts,
  failing: boolean,
  url: string,
) {
  return {
    alert: { id: alert.id, name: alert.name },
    state: failing ? ('failing' as const) : ('recovered' as const),
    object: { type: object.type, id: object.id, url },
    site_url: facts.siteUrl,
    page_url: facts.pageUrl,
    figures: alert.expressions.map((expression: AlertExpression) => ({
      metric: expression.metric,
      operator: expression.operator,
      value: expression.value,
      actual: facts.metrics[expression.metric] ?? null,
    })),
  };
}

/**
 * After a scheduled scan, test or case run finished: evaluates its schedule's alert and, only
 * when the check changes state for that page or site (passing → failing, failing → passing),
 * records one delivery per action and queues it in the same transaction. A subject never seen
 * counts as passing; the same state again, or the same object evaluated twice, sends nothing.
 */
export async function alertFollowUp(
  { db, queue, appUrl, kinds }: AlertDeps,
  object: FinishedObject,
) {
  const alert = await alertOfScheduledObject(db, object.type, object.id);
  if (!alert) return;
  const kind = kinds[object.type];
  const facts = await kind.facts(db, object.id);
  if (!facts) return;
  const failing = evaluate(alert.expressions, facts.metrics);
  await db.transaction(async (tx) => {
    if ((await lockAlertState(tx, alert.id, facts.subject)) === failing) return;
    await setAlertState(tx, alert.id, facts.subject, failing);
    const url = new URL(kind.path(object.id, facts), appUrl).href;
    const payload = payloadOf(alert, object, facts, failing, url);
    for (const action of alert.actions) {
      const deliveryId = await recordDelivery(tx, {
        accountId: alert.account_id,
        alertId: alert.id,
        kind: payload.state,
        action: action.type,
        target: action.target,
        payload,
      });
      await deliverAlertJob.send(queue, { deliveryId }, tx);
    }
  });
}
