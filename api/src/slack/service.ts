import type { SlackReturn, SlackStatus } from '@vigil/contract';
import type { FastifyBaseLogger } from 'fastify';
import { postJson } from '../net/post-json';
import type { Db } from '../db/connection';
import type { Env } from '../env';
import { HttpError, notFound } from '../http/errors';
import { ForbiddenTargetError } from '../net/guard';
import { newInstallState, openState, sealState, type InstallState } from './install-state';
import type { SecretCipher } from '../secrets/cipher';
import { readSlack, readSlackRow, writeSlack } from './repository';
import {
  publicSlackOf,
  sealSlack,
  SlackUnreadableError,
  type SlackRow,
  type StoredSlack,
} from './sealed-slack';
import { authorizeUrl, exchangeCode, revokeToken, type SlackAppConfig } from './slack-app';
import { checkWebhookUrl } from './webhook-url';

export interface SlackServiceOptions {
  /** Allowed webhook origins (SLACK_WEBHOOK_ORIGINS). */
  origins: URL[];
  allowPrivate: string | undefined;
  /** Null when the operator configured no Slack app: webhook URLs only. */
  app: SlackAppConfig | null;
  /** Seals the install state. */
  secret: string;
  /** Seals the hook URL and the token at rest (the secrets cipher, VIGIL_SECRET_KEY). */
  cipher: () => Promise<SecretCipher>;
  /** Where `auth.revoke` is (SLACK_BASE_URL): a token is revoked even if the app was unset since. */
  slackBaseUrl: string;
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
  const { origins, allowPrivate, app, secret, appUrl, log, cipher, slackBaseUrl } = options;

  const statusOf = (slack: SlackRow | null, canManage: boolean): SlackStatus => ({
    connected: slack !== null,
    source: slack?.source ?? null,
    channel: slack?.channel ?? null,
    workspace: slack?.workspace ?? null,
    webhook: publicSlackOf(slack)?.webhook ?? null,
    time_connected: slack?.time_connected ?? null,
    oauth_available: app !== null,
    can_manage: canManage,
  });

  /** The secrets in clear; a changed server key answers 409 saying to connect again. */
  const readOpen = async (accountId: string) => {
    try {
      return await readSlack(db, accountId, cipher);
    } catch (error) {
      if (error instanceof SlackUnreadableError) throw new HttpError(409, error.message);
      throw error;
    }
  };

  /** Best effort: a failure is logged, and the team is disconnected here all the same. */
  const revoke = async (accountId: string, token: string) => {
    try {
      await revokeToken(slackBaseUrl, token);
    } catch (error) {
      log.warn(
        { account: accountId, reason: (error as Error).message },
        'slack token not revoked: disconnected in Vigil; the workspace can remove the app in Slack',
      );
    }
  };

  const back = (outcome: SlackReturn) => new URL(`/slack?slack=${outcome}`, appUrl).href;

  /** The stored connection, or none when the key can no longer decrypt it (it is forgotten). */
  const readForReplace = (accountId: string) =>
    readSlack(db, accountId, cipher).catch((error: unknown) => {
      if (!(error instanceof SlackUnreadableError)) throw error;
      log.warn({ account: accountId }, 'slack token not revoked: it cannot be decrypted');
      return null;
    });

  /**
   * Stores `next` (none: disconnected) in place of the team's connection, then revokes the app
   * token it replaces: a new webhook, a reinstall or a disconnect never leaves an old token
   * valid and forgotten. A token the new connection still uses is kept.
   */
  const replaceSlack = async (accountId: string, next: StoredSlack | null) => {
    const previous = await readForReplace(accountId);
    await writeSlack(db, accountId, next, cipher);
    if (previous?.token && previous.token !== next?.token) await revoke(accountId, previous.token);
  };

  return {
    async status(accountId: string, canManage: boolean) {
      return statusOf(await readSlackRow(db, accountId, cipher), canManage);
    },

    async connect(accountId: string, body: { webhook_url: string; channel?: string | undefined }) {
      const slack: StoredSlack = {
        source: 'webhook',
        webhook_url: await checkWebhookUrl(body.webhook_url, origins, allowPrivate),
        channel: body.channel || null,
        time_connected: new Date().toISOString(),
      };
      await replaceSlack(accountId, slack);
      return statusOf(sealSlack(slack, await cipher()), true);
    },

    async disconnect(accountId: string) {
      // The app's token is revoked in Slack; a webhook URL has no API to revoke it (the
      // workspace removes it there). A token the key cannot decrypt is forgotten all the same.
      await replaceSlack(accountId, null);
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
        await replaceSlack(state.account, {
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
      const slack = await readOpen(accountId);
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
