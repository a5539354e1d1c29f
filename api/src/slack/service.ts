import type { SlackReturn, SlackStatus } from '@vigil/contract';
import type { FastifyBaseLogger } from 'fastify';
import { postJson } from '../alerts/send';
import type { Db } from '../db/connection';
import type { Env } from '../env';
import { HttpError, notFound } from '../http/errors';
import { ForbiddenTargetError } from '../net/guard';
import { newInstallState, openState, sealState, type InstallState } from './install-state';
import { readSlack, writeSlack, type StoredSlack } from './repository';
import { authorizeUrl, exchangeCode, type SlackAppConfig } from './slack-app';
import { checkWebhookUrl, maskWebhookUrl } from './webhook-url';

export interface SlackServiceOptions {
  /** Allowed webhook origins (SLACK_WEBHOOK_ORIGINS). */
  origins: URL[];
  allowPrivate: string | undefined;
  /** Null when the operator configured no Slack app: webhook URLs only. */
  app: SlackAppConfig | null;
  /** Seals the install state. */
  secret: string;
  appUrl: string;
  log: FastifyBaseLogger;
}

/** The operator's Slack app from the environment; null without a client id and secret. */
export function slackAppOf(env: Env): SlackAppConfig | null {
  if (!env.SLACK_CLIENT_ID || !env.SLACK_CLIENT_SECRET) return null;
  return {
    clientId: env.SLACK_CLIENT_ID,
    clientSecret: env.SLACK_CLIENT_SECRET,
    baseUrl: env.SLACK_BASE_URL,
    redirectUrl: env.SLACK_REDIRECT_URL ?? new URL('/v1/auth/slack/callback', env.APP_URL).href,
  };
}

export type SlackService = ReturnType<typeof createSlackService>;

const notConnected = () => new HttpError(409, 'Slack is not connected.');

export function createSlackService(db: Db, options: SlackServiceOptions) {
  const { origins, allowPrivate, app, secret, appUrl, log } = options;

  const statusOf = (slack: StoredSlack | null, canManage: boolean): SlackStatus => ({
    connected: slack !== null,
    source: slack?.source ?? null,
    channel: slack?.channel ?? null,
    workspace: slack?.workspace ?? null,
    webhook: slack ? maskWebhookUrl(slack.webhook_url) : null,
    time_connected: slack?.time_connected ?? null,
    oauth_available: app !== null,
    can_manage: canManage,
  });

  const back = (outcome: SlackReturn) => new URL(`/slack?slack=${outcome}`, appUrl).href;

  return {
    async status(accountId: string, canManage: boolean) {
      return statusOf(await readSlack(db, accountId), canManage);
    },

    async connect(accountId: string, body: { webhook_url: string; channel?: string | undefined }) {
      const slack: StoredSlack = {
        source: 'webhook',
        webhook_url: await checkWebhookUrl(body.webhook_url, origins, allowPrivate),
        channel: body.channel || null,
        time_connected: new Date().toISOString(),
      };
      await writeSlack(db, accountId, slack);
      return statusOf(slack, true);
    },

    async disconnect(accountId: string) {
      // Slack keeps the app installed until the workspace removes it; Vigil forgets its secrets.
      await writeSlack(db, accountId, null);
      return statusOf(null, true);
    },

    /** Where "Add to Slack" goes, and the state whose nonce the browser keeps in a cookie. */
    install(accountId: string): { url: string; state: InstallState } {
      if (!app) throw notFound('No Slack app is configured: connect with a webhook URL.');
      const state = newInstallState(accountId);
      return { url: authorizeUrl(app, sealState(state, secret)), state };
    },

    /** Slack's redirect: stores the install's webhook; answers where the browser goes next. */
    async finish(
      query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
      cookieNonce: string | undefined,
    ): Promise<string> {
      if (!app) return back('failed');
      if (query.error) return back(query.error === 'access_denied' ? 'denied' : 'failed');
      const state = openState(query.state, cookieNonce, secret);
      if (!state || !query.code) {
        log.warn('slack install refused: missing or mismatched state');
        return back('failed');
      }
      try {
        const installed = await exchangeCode(app, query.code);
        const hook = installed.incoming_webhook;
        await writeSlack(db, state.account, {
          source: 'oauth',
          webhook_url: await checkWebhookUrl(hook.url, origins, allowPrivate),
          channel: hook.channel ?? null,
          channel_id: hook.channel_id ?? null,
          workspace: installed.team?.name ?? null,
          token: installed.access_token ?? null,
          time_connected: new Date().toISOString(),
        });
        return back('connected');
      } catch (error) {
        // Only what went wrong: never the code, the token or the webhook URL.
        log.warn({ reason: (error as Error).message }, 'slack install failed');
        return back('failed');
      }
    },

    async sendTest(accountId: string) {
      const slack = await readSlack(db, accountId);
      if (!slack) throw notConnected();
      const text = 'Vigil is connected: alerts with a Slack action will be posted in this channel.';
      try {
        await postJson(slack.webhook_url, JSON.stringify({ text }), {}, allowPrivate);
      } catch (error) {
        const reason =
          error instanceof ForbiddenTargetError
            ? 'its address is refused'
            : (error as Error).message;
        throw new HttpError(502, `Slack did not take the test message (${reason}).`);
      }
      return { detail: `Test message sent${slack.channel ? ` to ${slack.channel}` : ''}.` };
    },
  };
}
