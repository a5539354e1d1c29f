import type { Db } from '../db/connection';
import { deliveryAttemptFailed, deliverySent, findDelivery, type DeliveryRow } from './repository';
import { FinalSendError, sendMessage, type Message, type SendDeps } from './send';

export interface DeliverDeps extends SendDeps {
  db: Db;
}

/** How a logged delivery ended. */
export type DeliveryOutcome = { status: 'sent' } | { status: 'failed'; error: string };

/**
 * Sends a recorded delivery (notify/repository.ts) and logs the attempt: the one retry and
 * final-failure policy of alerts and flow nodes. A transient failure (timeout, 5xx, a refused
 * connection) is counted and thrown, so the job retries with backoff; a failure no retry can fix
 * ends it failed at once. A sent or failed delivery is never sent again: its outcome is
 * returned as it is. Null when no such delivery is logged.
 */
export async function deliverLogged(
  deps: DeliverDeps,
  id: string,
  messageOf: (row: DeliveryRow) => Promise<Message>,
): Promise<DeliveryOutcome | null> {
  const row = await findDelivery(deps.db, id);
  if (!row) return null;
  if (row.status === 'sent') return { status: 'sent' };
  if (row.status === 'failed') return { status: 'failed', error: row.error ?? 'failed' };
  try {
    await sendMessage(deps, await messageOf(row));
  } catch (error) {
    const message = (error as Error).message;
    // A refused target stays refused, an undecryptable connection stays so: no retry.
    const final = error instanceof FinalSendError;
    await deliveryAttemptFailed(deps.db, id, message, final);
    if (!final) throw error;
    return { status: 'failed', error: message.slice(0, 500) };
  }
  await deliverySent(deps.db, id);
  return { status: 'sent' };
}
