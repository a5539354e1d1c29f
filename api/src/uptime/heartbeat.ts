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

/** One counted ping per token per second: more carries nothing a monitor of ≥ 10 s needs. */
export const PING_WINDOW_MS = 1000;

/**
 * Bounds the public ping per token, in this process's memory (each API process counts alone):
 * the first ping of a window is written, the others within `windowMs` (at once too, while it is
 * written) get its answer without a database write, so a job that pings in a loop costs one
 * statement a second, and still sees 200 (a 429 would fail `curl -f` and make it retry). An
 * unknown token's 404 is remembered alike. Entries are swept a window after their ping.
 */
export function createPingLimiter(windowMs = PING_WINDOW_MS) {
  const seen = new Map<string, { at: number; known: Promise<boolean> }>();
  let swept = 0;
  function sweep(now: number) {
    if (now - swept < windowMs) return;
    for (const [token, entry] of seen) if (now - entry.at >= windowMs) seen.delete(token);
    swept = now;
  }
  return {
    /** Whether the token is known: `write`'s answer, or the counted ping's within the window. */
    admit(token: string, now: Date, write: () => Promise<boolean>): Promise<boolean> {
      const at = now.getTime();
      sweep(at);
      const recent = seen.get(token);
      if (recent && at - recent.at < windowMs) return recent.known;
      const entry = { at, known: write() };
      seen.set(token, entry);
      // A failed write is not an answer to repeat: the next ping tries again.
      entry.known.catch(() => seen.get(token) === entry && seen.delete(token));
      return entry.known;
    },
    /** How many tokens are remembered (the sweep's test). */
    get size() {
      return seen.size;
    },
  };
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
