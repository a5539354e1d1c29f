import { monitorHttpSettingsSchema } from '@vigil/contract';
import type { Db, Queryable } from '../db/connection';
import type { JobSender } from '../jobs/define-job';
import type { SsrfGuard } from '../net/guard';
import { secretReader, type SecretReader } from '../secrets/cipher';
import { CheckError, checkHttp, type CheckOutcome } from './http-check';
import { checkRequestOf } from './request-secrets';
import { recordHeartbeat } from './heartbeat';
import { openIncident, releaseHeldNotice, resolveIncident } from './incidents';
import { inMaintenance } from './maintenance';
import { checkTls } from './tls-check';
import type { MonitorRow } from './repository';
import {
  addToHourly,
  claimDueMonitors,
  insertResult,
  lockMonitorAtSlot,
  saveCheckState,
} from './repository-checks';

export interface CheckDeps {
  db: Db;
  guard: SsrfGuard;
  /** Where alert notices are queued (the alert deliveries' jobs). */
  queue?: JobSender;
  /** The web client's origin, for the links in issues and notices. */
  appUrl: string;
  /** Extra trusted certificate authorities (PEM) for tls and https checks; tests pass their own. */
  tlsCa?: string[];
  /** Reads the team secrets an http monitor's headers name (default: the key kept in settings). */
  secrets?: SecretReader;
}

/**
 * A claimed slot is the claimer's for the check's timeout plus this margin; past it (the worker
 * died or hung) any worker claims the slot again and checks it. Two checks of one slot store one
 * result (the slot is the result's key).
 */
export const LEASE_MARGIN_SECONDS = 30;

/**
 * Leases up to `limit` monitors due at `now` (not paused, no live lease), oldest slot first.
 * Rows are locked SKIP LOCKED, so any number of workers claim each slot once while its lease
 * lasts; the slot (`next_check_at`) stays as it was until its result is recorded.
 */
export async function claimDue(db: Queryable, now: Date, limit: number): Promise<MonitorRow[]> {
  return claimDueMonitors(db, now, limit, LEASE_MARGIN_SECONDS);
}

/** The slot after `due`: one interval on, or one interval from now when the checks fell behind. */
function nextSlot(monitor: MonitorRow, due: Date, now: Date): Date {
  const step = monitor.interval_seconds * 1000;
  const next = due.getTime() + step;
  return new Date(next > now.getTime() ? next : now.getTime() + step);
}

/** Locks the claimed monitor if its slot is still `due` (not moved by an edit meanwhile). */
export async function lockSlot(tx: Queryable, claimed: MonitorRow) {
  return lockMonitorAtSlot(tx, claimed.id, claimed.next_check_at);
}

/**
 * Stores the result of the locked monitor's slot `due` and moves it on to `next`: its hour's
 * aggregate, the failure count and state, and, when the state turns, the incident with its issue
 * and notices. Down takes `threshold` failures in a row; one success is Up. A slot already
 * recorded records nothing. Inside a maintenance window (maintenance.ts) the state still turns,
 * but the check is not counted in uptime % and the notices are held.
 */
export async function applyOutcome(
  tx: Queryable,
  deps: CheckDeps,
  monitor: MonitorRow,
  slot: { due: Date; next: Date; threshold: number },
  outcome: CheckOutcome,
  now: Date,
) {
  if (!(await insertResult(tx, monitor.id, slot.due, now, outcome))) return null;
  // In a maintenance window the check is stored but not counted, and its notices are held.
  const held = await inMaintenance(tx, monitor, now);
  await addToHourly(tx, monitor.id, now, outcome, held);
  const failures = outcome.ok ? 0 : monitor.consecutive_failures + 1;
  const state = outcome.ok ? 'up' : failures >= slot.threshold ? 'down' : monitor.state;
  await saveCheckState(tx, monitor.id, { failures, state, now, next: slot.next });
  if (state === 'down' && monitor.state !== 'down')
    await openIncident(tx, deps, monitor, outcome, now, held);
  else if (state === 'down') await releaseHeldNotice(tx, deps, monitor, outcome, now, held);
  if (state === 'up' && monitor.state === 'down')
    await resolveIncident(tx, deps, monitor, now, held);
  return { state, failures };
}

/** Records the check of a claimed slot and moves the monitor on, in one transaction. */
export async function recordOutcome(
  deps: CheckDeps,
  claimed: MonitorRow,
  outcome: CheckOutcome,
  now: Date,
) {
  const due = claimed.next_check_at;
  return deps.db.transaction(async (tx) => {
    const monitor = await lockSlot(tx, claimed);
    if (!monitor) return null;
    const slot = { due, next: nextSlot(monitor, due, now), threshold: monitor.failures_to_down };
    return applyOutcome(tx, deps, monitor, slot, outcome, now);
  });
}

/** An outcome that failed before any request: the request could not be made as asked. */
const failedBefore = (failure: CheckError): CheckOutcome => ({
  ok: false,
  statusCode: null,
  ms: null,
  errorClass: failure.errorClass,
  error: failure.message,
});

/**
 * One check of the monitor's target by its kind (http or tls); throws only for our failures. An
 * http check sends the monitor's headers with its secrets read now; whatever the check keeps or
 * throws is masked, so no secret value reaches a result, an answer or a log.
 */
export async function checkTarget(
  deps: Pick<CheckDeps, 'db' | 'guard' | 'tlsCa' | 'secrets'>,
  monitor: MonitorRow,
): Promise<CheckOutcome> {
  const settings = monitorHttpSettingsSchema.parse(monitor.settings);
  if (monitor.kind === 'tls') return checkTls(deps, monitor.url, settings);
  const readSecrets = deps.secrets ?? secretReader(deps.db, undefined);
  const request = await checkRequestOf(readSecrets, monitor.account_id, settings);
  if (request instanceof CheckError) return failedBefore(request);
  try {
    const outcome = await checkHttp(deps.guard, monitor.url, settings, request.headers);
    return { ...outcome, error: outcome.error === null ? null : request.mask(outcome.error) };
  } catch (error) {
    // Not as the cause: the cause's message is the unmasked one, and the logs print causes.
    // eslint-disable-next-line preserve-caught-error
    throw new Error(request.mask((error as Error).message));
  }
}

/**
 * Checks one claimed monitor and records it. A failure that would make the monitor Down is
 * confirmed by an immediate retry first: a blip the retry does not see is recorded as the
 * retry's pass (no false alarm). A check that could not run (our failure, not the target's)
 * records nothing: its lease lapses and the slot is checked again, never counted down.
 */
export async function checkClaimed(deps: CheckDeps, monitor: MonitorRow, clock: () => Date) {
  if (monitor.kind === 'heartbeat') return recordHeartbeat(deps, monitor, clock());
  let outcome: CheckOutcome;
  try {
    outcome = await checkTarget(deps, monitor);
    const decisive = monitor.consecutive_failures + 1 >= monitor.failures_to_down;
    if (!outcome.ok && decisive && monitor.state !== 'down')
      outcome = await checkTarget(deps, monitor);
  } catch (error) {
    console.error(`[uptime] monitor ${monitor.id} not checked: ${(error as Error).message}`);
    return null;
  }
  return recordOutcome(deps, monitor, outcome, clock());
}

/**
 * Claims what is due by `clock` and checks it, `concurrency` at a time (each check mostly waits
 * on the network). What the checker loop runs every second; tests call it with their own clock.
 */
export async function runDueChecks(
  deps: CheckDeps,
  clock: () => Date,
  { limit = 200, concurrency = 50 }: { limit?: number; concurrency?: number } = {},
) {
  const due = await claimDue(deps.db, clock(), limit);
  let next = 0;
  const checker = async () => {
    while (next < due.length) await checkClaimed(deps, due[next++]!, clock);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, due.length) }, checker));
  return due.length;
}
