import type { SecretCipher } from '../secrets/cipher';
import { maskWebhookUrl } from './webhook-url';

/** The team's connection in memory, secrets in clear (never sent to a browser, never logged). */
export interface StoredSlack {
  source: 'webhook' | 'oauth';
  webhook_url: string;
  channel: string | null;
  channel_id?: string | null;
  workspace?: string | null;
  /** The app's token from the install (revoked on disconnect; never returned). */
  token?: string | null;
  time_connected: string;
}

/**
 * `accounts.slack` as stored: the hook URL and the token sealed with the server's secrets cipher
 * (whoever has the URL can post in the channel); the masked URL kept beside them, so a screen
 * shows the connection without decrypting anything. Rows written before sealing carry
 * `webhook_url` and `token` in clear: `isLegacy` finds them and they are sealed on first read.
 */
export interface SlackRow {
  source: 'webhook' | 'oauth';
  channel: string | null;
  channel_id?: string | null;
  workspace?: string | null;
  time_connected: string;
  webhook_sealed?: string;
  webhook_masked?: string;
  token_sealed?: string | null;
  /** Before sealing only. */
  webhook_url?: string;
  token?: string | null;
}

/** The connection cannot be decrypted with this server's key (VIGIL_SECRET_KEY changed). */
export class SlackUnreadableError extends Error {
  constructor() {
    super(
      "Slack's connection cannot be decrypted with this server's key (VIGIL_SECRET_KEY changed?): connect Slack again",
    );
  }
}

export const isLegacy = (row: SlackRow) => typeof row.webhook_url === 'string';

export const isConnected = (row: SlackRow | null): row is SlackRow =>
  Boolean(row && (row.webhook_sealed || row.webhook_url));

/** What a screen may show: the channel and the masked URL (from either shape of row). */
export function publicSlackOf(row: SlackRow | null) {
  if (!isConnected(row)) return null;
  return {
    channel: row.channel ?? null,
    webhook: row.webhook_masked ?? maskWebhookUrl(row.webhook_url ?? ''),
  };
}

export function sealSlack(slack: StoredSlack, cipher: SecretCipher): SlackRow {
  const { webhook_url: url, token, ...rest } = slack;
  return {
    ...rest,
    webhook_sealed: cipher.encrypt(url),
    webhook_masked: maskWebhookUrl(url),
    token_sealed: token ? cipher.encrypt(token) : null,
  };
}

/** The secrets back in clear; a legacy row is already clear. */
export function openSlack(row: SlackRow, cipher: SecretCipher): StoredSlack {
  const { webhook_sealed, webhook_masked: _masked, token_sealed, ...rest } = row;
  if (isLegacy(row)) return { ...rest, webhook_url: row.webhook_url! };
  try {
    return {
      ...rest,
      webhook_url: cipher.decrypt(webhook_sealed ?? ''),
      token: token_sealed ? cipher.decrypt(token_sealed) : null,
    };
  } catch {
    throw new SlackUnreadableError();
  }
}
