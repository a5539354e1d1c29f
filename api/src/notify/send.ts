import { alertMail } from '../mail/templates';
import type { Mailer } from '../mail/mailer';
import { ForbiddenTargetError } from '../net/guard';
import { postJson } from '../net/post-json';
import type { SlackWebhookReader } from '../slack/repository';
import { SlackUnreadableError } from '../slack/sealed-slack';
import { signatureOf } from './signature';

/** What sending needs: the mailer, the SSRF guard's allowance, the team's Slack connection. */
export interface SendDeps {
  mailer: Mailer;
  /** VIGIL_ALLOW_PRIVATE_TARGETS: webhooks and Slack go through the SSRF guard. */
  allowPrivate: string | undefined;
  /** The team's Slack hook URL, decrypted (slack/repository.ts). */
  slackWebhook: SlackWebhookReader;
}

/** A mail's or a Slack post's words: a title, its lines, the link to the app. */
export interface Summary {
  title: string;
  lines: string[];
  link: string;
}

/** One message on one channel: what an alert's action or a flow's notification node sends. */
export type Message =
  | {
      channel: 'webhook';
      url: string;
      /** The signing secret: `X-Vigil-Timestamp` and `X-Vigil-Signature` are added. */
      secret: string;
      body: string;
      method?: 'GET' | 'POST';
      /** The sender's own headers (a flow node's); the request's own are never overridden. */
      headers?: Record<string, string>;
    }
  | { channel: 'email'; to: string; summary: Summary }
  | { channel: 'slack'; accountId: string; summary: Summary };

/**
 * A failure no retry can fix (a refused address, Slack not connected or unreadable, a header
 * Node refuses to send): the delivery or node fails at once. Every other failure is thrown as
 * it is, and the job retries it with backoff.
 */
export class FinalSendError extends Error {}

/** Headers the request itself sets (its length, host, encoding): a sender's own are dropped. */
const RESERVED = new Set(['host', 'content-length', 'transfer-encoding', 'connection']);
const withoutReserved = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !RESERVED.has(name.toLowerCase())));

/**
 * Sends one message: a webhook signed over `<timestamp>.<body>` through the SSRF guard, a mail
 * through the mailer (SMTP or outbox), a Slack post through the team's connection. The one
 * sender of alerts and flows, with one rule for what is worth a retry.
 */
export async function sendMessage(deps: SendDeps, message: Message, now = new Date()) {
  try {
    await send(deps, message, now);
  } catch (error) {
    const code = (error as { code?: string }).code;
    const final =
      error instanceof FinalSendError ||
      error instanceof ForbiddenTargetError ||
      error instanceof SlackUnreadableError ||
      // A header Node refuses to send (a bad name or value) fails the same way every time.
      Boolean(code?.startsWith('ERR_INVALID_'));
    if (final && !(error instanceof FinalSendError))
      throw new FinalSendError((error as Error).message, { cause: error });
    throw error;
  }
}

async function send(deps: SendDeps, message: Message, now: Date) {
  switch (message.channel) {
    case 'webhook': {
      const timestamp = String(Math.floor(now.getTime() / 1000));
      const headers = {
        ...withoutReserved(message.headers ?? {}),
        'x-vigil-timestamp': timestamp,
        'x-vigil-signature': signatureOf(message.secret, timestamp, message.body),
      };
      return postJson(
        message.url,
        message.body,
        headers,
        deps.allowPrivate,
        undefined,
        message.method,
      );
    }
    case 'email':
      return deps.mailer.send(alertMail(message.to, message.summary));
    case 'slack': {
      const hook = await deps.slackWebhook(message.accountId);
      if (!hook) throw new FinalSendError('Slack is not connected');
      const { title, lines, link } = message.summary;
      const text = [title, ...lines].filter(Boolean).join('\n');
      return postJson(
        hook,
        JSON.stringify({ text: `${text}\n<${link}|View>` }),
        {},
        deps.allowPrivate,
      );
    }
  }
}
