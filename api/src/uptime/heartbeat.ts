import { monitorHttpSettingsSchema } from '@vigil/contract';
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/connection';
import { applyOutcome, lockSlot, type CheckDeps } from './checks';
import type { CheckOutcome } from './http-check';
import type { MonitorRow } from './repository';
import { moveSlot, notePing } from './repository-checks';

/** 32 random bytes: the heartbeat URL is its own credential, so it must not be guessable. */
export const newHeartbeatToken = () => randomBytes(32).toString('base64url');

/** When silence makes the monitor Down: the last ping (or its creation) + interval + grace. */
function deadlineOf(monitor: MonitorRow) {
  const { grace_seconds: grace } = monitorHttpSettingsSchema.parse(monitor.settings);
  const since = monitor.last_ping_at ?? monitor.time_created;
  return new Date(since.getTime() + (monitor.interval_seconds + grace) * 1000);
}

/**
 * The customer's job called its heartbeat URL: the ping is noted, and a monitor not Up is made
 * due at once, so the checker turns it Up within a second (the checker alone changes states,
 * so a ping and a check never race). Returns false for an unknown token.
 */
export async function recordPing(db: Queryable, token: string, now: Date) {
  return notePing(db, token, now);
}

/**
 * A heartbeat's slot, decided under the row's lock: a ping within the deadline is a pass (the
 * next slot is the new deadline); silence past it is a failure, Down at once (the grace already
 * waited), then one failure per interval while silent. A new monitor never pinged stays pending
 * until its first deadline.
 */
export async function recordHeartbeat(deps: CheckDeps, claimed: MonitorRow, now: Date) {
  return deps.db.transaction(async (tx) => {
    const monitor = await lockSlot(tx, claimed);
    if (!monitor) return null;
    const deadline = deadlineOf(monitor);
    const due = claimed.next_check_at;
    if (deadline > now && !monitor.last_ping_at) {
      await moveSlot(tx, monitor.id, deadline);
      return null;
    }
    const silent = deadline <= now;
    const outcome: CheckOutcome = {
      ok: !silent,
      statusCode: null,
      ms: null,
      errorClass: silent ? 'timeout' : null,
      error: !silent
        ? null
        : monitor.last_ping_at
          ? `no ping since ${monitor.last_ping_at.toISOString()}`
          : 'no ping yet',
    };
    const next = silent ? new Date(now.getTime() + monitor.interval_seconds * 1000) : deadline;
    return applyOutcome(tx, deps, monitor, { due, next, threshold: 1 }, outcome, now);
  });
}
