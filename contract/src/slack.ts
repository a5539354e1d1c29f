import { z } from 'zod';
import { timestampSchema } from './common';

/**
 * The team's Slack connection as the browser sees it (issue 15): the channel and a masked webhook
 * URL only. The webhook URL and the app's token are secrets of the server, never sent back.
 */
export const slackStatusSchema = z.object({
  connected: z.boolean(),
  /** How it was connected: an incoming-webhook URL pasted by an admin, or the Slack app install. */
  source: z.enum(['webhook', 'oauth']).nullable(),
  channel: z.string().nullable(),
  /** The workspace, when the app install named it. */
  workspace: z.string().nullable(),
  /** e.g. `https://hooks.slack.com/services/…3kQz`: enough to recognise it, not to post to it. */
  webhook: z.string().nullable(),
  time_connected: timestampSchema.nullable(),
  /** The operator configured a Slack app: the screen offers "Add to Slack". */
  oauth_available: z.boolean(),
  /** The caller is a team admin (only admins connect, test and disconnect). */
  can_manage: z.boolean(),
});
export type SlackStatus = z.infer<typeof slackStatusSchema>;

/** POST /v1/auth/slack: connect with an incoming-webhook URL (Slack's "Incoming WebHooks"). */
export const slackConnectBodySchema = z.object({
  webhook_url: z
    .string({ error: 'Enter the incoming-webhook URL Slack gave you.' })
    .trim()
    .min(1, 'Enter the incoming-webhook URL Slack gave you.')
    .max(500, 'A webhook URL is at most 500 characters.'),
  /** The channel the webhook posts to, for display (Slack fixes it when the webhook is made). */
  channel: z.string().trim().max(80, 'A channel name is at most 80 characters.').optional(),
});
export type SlackConnectBody = z.input<typeof slackConnectBodySchema>;

/** POST /v1/auth/slack/install: where to send the browser to install the Slack app. */
export const slackInstallSchema = z.object({ url: z.url() });

/** Slack's redirect back to GET /v1/auth/slack/callback. */
export const slackCallbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(2048).optional(),
  error: z.string().max(256).optional(),
});

/** Where the callback sends the browser: `/slack?slack=<outcome>`. */
export const slackReturnSchema = z.enum(['connected', 'denied', 'failed']);
export type SlackReturn = z.infer<typeof slackReturnSchema>;
