import { z } from 'zod';

/** The operator's Slack app (SLACK_CLIENT_ID / _SECRET): the OAuth v2 install flow. */
export interface SlackAppConfig {
  clientId: string;
  clientSecret: string;
  /** `https://slack.com` in production; a local Slack-shaped server in tests. */
  baseUrl: string;
  redirectUrl: string;
}

const TIMEOUT_MS = 10_000;

/** The part of `oauth.v2.access`'s answer Vigil keeps (the `incoming-webhook` scope's hook). */
const accessSchema = z.object({
  ok: z.literal(true),
  access_token: z.string().optional(),
  team: z.object({ name: z.string().optional() }).nullish(),
  incoming_webhook: z.object({
    url: z.string(),
    channel: z.string().optional(),
    channel_id: z.string().optional(),
  }),
});
export type SlackInstall = z.infer<typeof accessSchema>;

/** Slack's consent screen; its channel picker is where the team chooses the channel. */
export function authorizeUrl(app: SlackAppConfig, state: string): string {
  const url = new URL('/oauth/v2/authorize', app.baseUrl);
  url.search = new URLSearchParams({
    client_id: app.clientId,
    scope: 'incoming-webhook',
    redirect_uri: app.redirectUrl,
    state,
  }).toString();
  return url.href;
}

/** Trades the code at `oauth.v2.access`; throws with Slack's error name, never the secret. */
export async function exchangeCode(app: SlackAppConfig, code: string): Promise<SlackInstall> {
  const response = await fetch(new URL('/api/oauth.v2.access', app.baseUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ code, redirect_uri: app.redirectUrl }).toString(),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => null)) as { ok?: boolean; error?: string };
  if (!response.ok || !answer?.ok)
    throw new Error(`oauth.v2.access failed: ${answer?.error ?? `HTTP ${response.status}`}`);
  const parsed = accessSchema.safeParse(answer);
  if (!parsed.success) throw new Error('oauth.v2.access answered without an incoming webhook');
  return parsed.data;
}

/**
 * `auth.revoke` at `baseUrl`: the install's token stops working in Slack (the app leaves the
 * workspace's channel). Throws with Slack's error name, never the token.
 */
export async function revokeToken(baseUrl: string, token: string): Promise<void> {
  const response = await fetch(new URL('/api/auth.revoke', baseUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Bearer ${token}`,
    },
    body: '',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => null)) as { ok?: boolean; error?: string };
  if (!response.ok || !answer?.ok)
    throw new Error(`auth.revoke failed: ${answer?.error ?? `HTTP ${response.status}`}`);
}
