import type { Queryable } from '../db/connection';
import { lazySecretCipher, type SecretCipher } from '../secrets/cipher';
import {
  isConnected,
  isLegacy,
  openSlack,
  sealSlack,
  type SlackRow,
  type StoredSlack,
} from './sealed-slack';

export type { StoredSlack } from './sealed-slack';

type Cipher = () => Promise<SecretCipher>;

/**
 * `accounts.slack` as stored (secrets sealed), or null when not connected. A row from before
 * sealing is sealed here, once: only if it is still the row read (a concurrent connect wins).
 */
export async function readSlackRow(
  db: Queryable,
  accountId: string,
  cipher: Cipher,
): Promise<SlackRow | null> {
  const [row] = await db.query<{ slack: SlackRow | null }>(
    'SELECT slack FROM accounts WHERE id = $1',
    [accountId],
  );
  const slack = row?.slack ?? null;
  if (!isConnected(slack)) return null;
  if (!isLegacy(slack)) return slack;
  const sealed = sealSlack(openSlack(slack, await cipher()), await cipher());
  await db.query('UPDATE accounts SET slack = $2 WHERE id = $1 AND slack = $3::jsonb', [
    accountId,
    JSON.stringify(sealed),
    JSON.stringify(slack),
  ]);
  return sealed;
}

/** The connection with its secrets in clear (for a post or a revoke), or null. */
export async function readSlack(
  db: Queryable,
  accountId: string,
  cipher: Cipher,
): Promise<StoredSlack | null> {
  const row = await readSlackRow(db, accountId, cipher);
  return row ? openSlack(row, await cipher()) : null;
}

export async function writeSlack(
  db: Queryable,
  accountId: string,
  slack: StoredSlack | null,
  cipher: Cipher,
) {
  const row = slack === null ? null : JSON.stringify(sealSlack(slack, await cipher()));
  await db.query('UPDATE accounts SET slack = $2 WHERE id = $1', [accountId, row]);
}

/**
 * For the workers that post (alert deliveries, flow nodes): the team's hook URL in clear, or
 * null when not connected. Throws SlackUnreadableError when the server's key changed.
 */
export function slackWebhookReader(db: Queryable, envKey: string | undefined) {
  const cipher = lazySecretCipher(db, envKey);
  return async (accountId: string): Promise<string | null> =>
    (await readSlack(db, accountId, cipher))?.webhook_url ?? null;
}
export type SlackWebhookReader = ReturnType<typeof slackWebhookReader>;

/**
 * At start-up: seals every connection still stored in clear from before sealing (readSlackRow
 * seals one when it is read, but a team that never opens Slack and has no alert would keep its
 * hook URL and token in clear for ever). Answers how many were sealed.
 */
export async function sealClearSlackRows(db: Queryable, envKey: string | undefined) {
  const rows = await db.query<{ id: string }>(
    "SELECT id FROM accounts WHERE slack ? 'webhook_url' ORDER BY id",
  );
  if (rows.length === 0) return 0;
  const cipher = lazySecretCipher(db, envKey);
  for (const row of rows) await readSlackRow(db, row.id, cipher);
  return rows.length;
}
