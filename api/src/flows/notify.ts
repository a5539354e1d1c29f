import type { FlowNode, FlowRunObject } from '@vigil/contract';
import { signatureOf } from '../alerts/send';
import { postJson } from '../net/post-json';
import type { Db } from '../db/connection';
import { alertMail } from '../mail/templates';
import type { Mailer } from '../mail/mailer';
import type { SlackWebhookReader } from '../slack/repository';
import { SlackUnreadableError } from '../slack/sealed-slack';
import type { FlowRunRow } from './run-repository';

export interface NotifyDeps {
  db: Db;
  mailer: Mailer;
  /** VIGIL_ALLOW_PRIVATE_TARGETS: webhooks and Slack go through the SSRF guard. */
  allowPrivate: string | undefined;
  appUrl: string;
  /** The team's Slack hook URL, decrypted (slack/repository.ts). */
  slackWebhook: SlackWebhookReader;
}

/** A failure no retry can fix (Slack not connected): the node fails at once. */
export class FinalNotifyError extends Error {}

/** Headers the request itself sets (its length, host, encoding): a node's own are dropped. */
const RESERVED = new Set(['host', 'content-length', 'transfer-encoding', 'connection']);
const withoutReserved = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !RESERVED.has(name.toLowerCase())));

/** What every message says: the run, and one line per object that came into the node. */
function summaryOf(deps: NotifyDeps, run: FlowRunRow, inputs: FlowRunObject[]) {
  return {
    link: new URL(`/flowrun/${run.id}`, deps.appUrl).href,
    lines: inputs.map(
      (o) => `${o.type} ${o.status}: ${new URL(`/${o.type}/${o.id}`, deps.appUrl).href}`,
    ),
  };
}

/**
 * Sends a notification node's one message (webhook, email or Slack), as alerts send theirs:
 * webhooks signed with the flow's secret (X-Vigil-Signature over `<timestamp>.<body>`) and
 * carrying the delivery id, through the SSRF guard; mail through the mailer (SMTP or outbox);
 * Slack through the team's connection. Rejects when it was not handed over.
 */
export async function sendNotification(
  deps: NotifyDeps,
  run: FlowRunRow,
  node: FlowNode,
  inputs: FlowRunObject[],
  deliveryId: string,
) {
  const summary = summaryOf(deps, run, inputs);
  const data = node.data;
  if (data.task_type === 'webhook') {
    const [flow] = await deps.db.query<{ secret: string }>(
      'SELECT secret FROM flows WHERE id = $1',
      [run.flow_id],
    );
    const body =
      data.request_type === 'GET'
        ? ''
        : data.payload ||
          JSON.stringify({
            flowrun: { id: run.id, title: run.title, site_url: run.site_url, url: summary.link },
            node: node.id,
            objects: inputs,
          });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const headers = {
      ...withoutReserved(data.headers),
      'x-vigil-delivery': deliveryId,
      'x-vigil-timestamp': timestamp,
      'x-vigil-signature': signatureOf(flow?.secret ?? '', timestamp, body),
    };
    await postJson(data.uri, body, headers, deps.allowPrivate, undefined, data.request_type).catch(
      (error: Error & { code?: string }) => {
        // A header Node refuses to send (a bad name or value) fails the same way every time.
        if (error.code?.startsWith('ERR_INVALID_')) throw new FinalNotifyError(error.message);
        throw error;
      },
    );
  } else if (data.task_type === 'email') {
    await deps.mailer.send(
      alertMail(data.email, {
        title: data.subject,
        lines: [data.message, ...summary.lines].filter(Boolean),
        link: summary.link,
      }),
    );
  } else if (data.task_type === 'slack') {
    const hook = await deps.slackWebhook(run.account_id).catch((error: unknown) => {
      // The server's key changed: no retry decrypts it.
      if (error instanceof SlackUnreadableError) throw new FinalNotifyError(error.message);
      throw error;
    });
    if (!hook) throw new FinalNotifyError('Slack is not connected');
    const text = [`${run.title} on ${run.site_url}`, data.message, ...summary.lines]
      .filter(Boolean)
      .join('\n');
    await postJson(
      hook,
      JSON.stringify({ text: `${text}\n<${summary.link}|View>` }),
      {},
      deps.allowPrivate,
    );
  }
}
