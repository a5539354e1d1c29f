import type { TeamCaller } from '../http/caller';
import { forbidden } from '../http/errors';

/**
 * Webhooks as credentials (issue 42, item 8). Whoever has a webhook's URL (its path or query is
 * often the token) or its headers' values (an Authorization header) can call the receiver as
 * Vigil, and whoever has the signing secret can forge Vigil's calls. Like the team's Slack
 * connection, they are the admins': other members read them masked, and — as only admins connect
 * Slack — only admins add, change or remove a webhook. Letting a contributor set a new URL while
 * the stored headers stay would send those headers to a URL of their choosing.
 */
export const WEBHOOKS_ADMINS_ONLY =
  "Only team admins can add, change or remove a webhook: its URL and headers are the team's credentials.";

/** Whether the caller reads webhooks in full (a team admin) or masked (any other member). */
export const seesWebhooks = (caller: Pick<TeamCaller, 'memberType'>) =>
  caller.memberType === 'admin';

/** What a non-admin reads in place of a header's value. */
export const MASKED_VALUE = '••••••••';

/** A webhook URL as a non-admin reads it: its origin (which service), never its path or query. */
export function maskUrl(value: string): string {
  try {
    return `${new URL(value).origin}/…`;
  } catch {
    return '…';
  }
}

/** A value a non-admin sent back: the stored one (as read, masked) or it stays refused. */
export const sameOrMasked = (sent: string, stored: string, masked: string) =>
  sent === stored || sent === masked;

export const webhooksForbidden = () => forbidden(WEBHOOKS_ADMINS_ONLY);
