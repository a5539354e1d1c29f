import type { Queryable } from '../db/connection';

/** `accounts.slack`: the team's connection, secrets included (never sent to a browser). */
export interface StoredSlack {
  source: 'webhook' | 'oauth';
  webhook_url: string;
  channel: string | null;
  channel_id?: string | null;
  workspace?: string | null;
  /** The app's token from the install (kept for later API calls; never returned). */
  token?: string | null;
  time_connected: string;
}

export async function readSlack(db: Queryable, accountId: string): Promise<StoredSlack | null> {
  const [row] = await db.query<{ slack: StoredSlack | null }>(
    'SELECT slack FROM accounts WHERE id = $1',
    [accountId],
  );
  return row?.slack?.webhook_url ? row.slack : null;
}

export async function writeSlack(db: Queryable, accountId: string, slack: StoredSlack | null) {
  await db.query('UPDATE accounts SET slack = $2 WHERE id = $1', [
    accountId,
    slack === null ? null : JSON.stringify(slack),
  ]);
}
