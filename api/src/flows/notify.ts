import type { FlowNode, FlowRunObject } from '@vigil/contract';
import type { Db } from '../db/connection';
import { deliverLogged, type DeliveryOutcome } from '../notify/deliver';
import { FinalSendError, sendMessage, type Message, type SendDeps } from '../notify/send';
import { flowSecret } from './repository';
import type { FlowRunRow } from './run-repository';

export interface NotifyDeps extends SendDeps {
  db: Db;
  appUrl: string;
}

/** What every message says: the run, and one line per object that came into the node. */
function summaryOf(deps: NotifyDeps, run: FlowRunRow, inputs: FlowRunObject[]) {
  return {
    title: run.title,
    link: new URL(`/flowrun/${run.id}`, deps.appUrl).href,
    lines: inputs.map(
      (o) => `${o.type} ${o.status}: ${new URL(`/${o.type}/${o.id}`, deps.appUrl).href}`,
    ),
  };
}

type WebhookNode = FlowNode & { data: Extract<FlowNode['data'], { task_type: 'webhook' }> };

/**
 * A webhook node's request, signed with its flow's secret: its own payload, or the run and the
 * objects that came in (GET sends no body).
 */
async function webhookMessage(
  deps: NotifyDeps,
  run: FlowRunRow,
  node: WebhookNode,
  inputs: FlowRunObject[],
  delivery: { id: string; link: string },
): Promise<Message> {
  const data = node.data;
  const secret = await flowSecret(deps.db, run.flow_id);
  const body =
    data.request_type === 'GET'
      ? ''
      : data.payload ||
        JSON.stringify({
          flowrun: { id: run.id, title: run.title, site_url: run.site_url, url: delivery.link },
          node: node.id,
          objects: inputs,
        });
  return {
    channel: 'webhook',
    url: data.uri,
    secret: secret ?? '',
    body,
    method: data.request_type,
    headers: { ...data.headers, 'x-vigil-delivery': delivery.id },
  };
}

/** The message a notification node sends, on its channel. */
async function messageOf(
  deps: NotifyDeps,
  run: FlowRunRow,
  node: FlowNode,
  inputs: FlowRunObject[],
  deliveryId: string,
): Promise<Message | null> {
  const summary = summaryOf(deps, run, inputs);
  const data = node.data;
  if (data.task_type === 'webhook')
    return webhookMessage(deps, run, { ...node, data }, inputs, {
      id: deliveryId,
      link: summary.link,
    });
  if (data.task_type === 'email') {
    const lines = [data.message, ...summary.lines].filter(Boolean);
    return {
      channel: 'email',
      to: data.email,
      summary: { ...summary, title: data.subject, lines },
    };
  }
  if (data.task_type === 'slack') {
    const title = `${run.title} on ${run.site_url}`;
    const lines = [data.message, ...summary.lines].filter(Boolean);
    return { channel: 'slack', accountId: run.account_id, summary: { ...summary, title, lines } };
  }
  return null;
}

/**
 * Sends a notification node's one message (webhook, email or Slack) through the sender and
 * delivery log alerts use (notify/deliver.ts): webhooks signed with the flow's secret and
 * carrying the delivery id. Rejects when it was not handed over and a retry may help; a sent
 * or failed delivery is not sent again.
 */
export async function deliverNotification(
  deps: NotifyDeps,
  run: FlowRunRow,
  node: FlowNode,
  inputs: FlowRunObject[],
  deliveryId: string,
): Promise<DeliveryOutcome> {
  const build = async () => (await messageOf(deps, run, node, inputs, deliveryId))!;
  const logged = await deliverLogged(deps, deliveryId, build);
  if (logged) return logged;
  // A node started before the delivery log (migration 034) has no row: sent unlogged, as then.
  try {
    await sendMessage(deps, await build());
  } catch (error) {
    if (!(error instanceof FinalSendError)) throw error;
    return { status: 'failed', error: error.message };
  }
  return { status: 'sent' };
}
