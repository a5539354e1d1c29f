import { deliverLogged, type DeliverDeps } from '../notify/deliver';
import type { DeliveryRow } from '../notify/repository';
import type { Message } from '../notify/send';
import { alertSecret } from './repository';

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

/** The message of a logged delivery, on its action's channel, signed with the alert's secret. */
function messageOf(row: DeliveryRow, secret: string): Message {
  const payload = row.payload as Payload;
  if (row.action === 'webhook')
    return { channel: 'webhook', url: row.target, secret, body: JSON.stringify(payload) };
  if (row.action === 'email')
    return { channel: 'email', to: row.target, summary: summaryOf(payload) };
  return { channel: 'slack', accountId: row.account_id, summary: summaryOf(payload) };
}

/**
 * The alert.deliver job: sends one logged delivery through the one sender and its retry policy
 * (notify/deliver.ts). A sent or failed delivery is never sent again.
 */
export async function deliver(deps: DeliverDeps, deliveryId: string) {
  await deliverLogged(deps, deliveryId, async (row) =>
    messageOf(row, (await alertSecret(deps.db, row.alert_id!)) ?? ''),
  );
}
