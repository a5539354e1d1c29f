import { queueAlertNotice } from '../alerts/notice';
import type { Queryable } from '../db/connection';
import { raiseIssue, resolveIssues } from '../issues/repository';
import type { CheckDeps } from './checks';
import type { CheckOutcome } from './http-check';
import { heldByWindow, holdDownNotice } from './maintenance';
import type { MonitorRow } from './repository';
import {
  insertIncident,
  markHeldNoticeSent,
  reopenRecentIncident,
  resolveOpenIncident,
} from './repository-incidents';

/** The issue of a monitor's outage: one per monitor, reopened by its next outage. */
const fingerprintOf = (monitor: MonitorRow) => `monitor:${monitor.id}:down`;
const monitorLink = (deps: CheckDeps, monitor: MonitorRow) =>
  new URL(`/uptime/${monitor.id}`, deps.appUrl).href;

/** "3 min 20 s": how long an outage lasted, for the recovery notice and the issue. */
export function durationText(ms: number) {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const parts = [
    [Math.floor(seconds / 86_400), 'd'],
    [Math.floor((seconds % 86_400) / 3600), 'h'],
    [Math.floor((seconds % 3600) / 60), 'min'],
    [seconds % 60, 's'],
  ] as const;
  const shown = parts.filter(([value]) => value > 0).slice(0, 2);
  return shown.length ? shown.map(([value, unit]) => `${value} ${unit}`).join(' ') : '0 s';
}

/** What a down or recovery notice carries (the webhook's JSON; mail and Slack say the same). */
function noticeOf(
  deps: CheckDeps,
  monitor: MonitorRow,
  state: 'failing' | 'recovered',
  detail: { error: string | null; since: Date; now: Date },
) {
  const duration = detail.now.getTime() - detail.since.getTime();
  return {
    state,
    object: { type: 'monitor', id: monitor.id, url: monitorLink(deps, monitor) },
    monitor: { id: monitor.id, name: monitor.name, url: monitor.url },
    site_url: monitor.url,
    page_url: null,
    error: detail.error,
    down_since: detail.since.toISOString(),
    duration_seconds: state === 'recovered' ? Math.round(duration / 1000) : null,
    figures: [
      {
        metric: 'uptime',
        operator: '==',
        value: 'up',
        actual:
          state === 'failing' ? `down: ${detail.error}` : `up after ${durationText(duration)}`,
      },
    ],
  };
}

/**
 * Flapping is damped: Down again within this long of the last recovery continues the last
 * incident (reopened, one issue) without a second down notice. If it then stays Down this long,
 * the held notice goes after all (a real outage right after a blip is still announced).
 */
export const FLAP_WINDOW_MS = 10 * 60_000;

async function notifyDown(
  tx: Queryable,
  deps: CheckDeps,
  monitor: MonitorRow,
  detail: { error: string | null; since: Date; now: Date },
) {
  if (!monitor.alert_id || !deps.queue) return;
  const notice = noticeOf(deps, monitor, 'failing', detail);
  await queueAlertNotice(tx, deps.queue, monitor.account_id, monitor.alert_id, notice);
}

/** Reopens the last incident when it resolved within the damping window; true when it did. */
async function reopenFlapping(tx: Queryable, monitor: MonitorRow, error: string | null, now: Date) {
  return reopenRecentIncident(tx, monitor.id, error, now, FLAP_WINDOW_MS / 1000);
}

/**
 * The monitor just went Down: an incident, its fingerprinted issue (reopened if the last outage
 * closed it) and one notice per action of the monitor's alert, all in the caller's transaction.
 * Down again soon after a recovery (flapping) continues the last incident and holds the notice;
 * inside a maintenance window (`held`) the notice is held too.
 */
export async function openIncident(
  tx: Queryable,
  deps: CheckDeps,
  monitor: MonitorRow,
  outcome: CheckOutcome,
  now: Date,
  held = false,
) {
  const issue = await raiseIssue(tx, {
    accountId: monitor.account_id,
    fingerprint: fingerprintOf(monitor),
    title: `${monitor.name} is down`,
    details: [
      `### [${monitor.name}](${monitorLink(deps, monitor)}) is down`,
      '',
      `${monitor.url || monitor.name} is down since ${now.toISOString()}.`,
      '',
      `Last error (${outcome.errorClass ?? 'unknown'}): ${outcome.error ?? 'none'}`,
    ].join('\n'),
    trigger: { type: 'monitor', id: monitor.id },
    affected: monitor.site_id
      ? { type: 'site', id: monitor.site_id, str: monitor.url }
      : { type: 'monitor', id: monitor.id, str: monitor.url },
    labels: ['uptime'],
  });
  const reopened = await reopenFlapping(tx, monitor, outcome.error, now);
  if (!reopened) await insertIncident(tx, monitor.id, now, outcome.error, issue.id);
  // Down inside a maintenance window: held, sent after the window if still Down (maintenance.ts).
  if (held) return holdDownNotice(tx, monitor);
  if (!reopened) await notifyDown(tx, deps, monitor, { error: outcome.error, since: now, now });
}

/**
 * Another failure while Down: a flapping incident whose notice was held sends it once the monitor
 * has stayed Down for the damping window.
 */
export async function releaseHeldNotice(
  tx: Queryable,
  deps: CheckDeps,
  monitor: MonitorRow,
  outcome: CheckOutcome,
  now: Date,
  held = false,
) {
  if (held) return;
  const damped = now.getTime() - monitor.state_since.getTime() < FLAP_WINDOW_MS;
  // A notice a maintenance window held goes at the first failure after it, without the damping.
  if (damped && !(await heldByWindow(tx, monitor))) return;
  if (await markHeldNoticeSent(tx, monitor.id))
    await notifyDown(tx, deps, monitor, { error: outcome.error, since: monitor.state_since, now });
}

/**
 * The monitor is Up again: its incident resolves, its issue closes, one recovery notice (none
 * when the incident's down notice was held: nobody was told it was down; none inside a
 * maintenance window, `held`).
 */
export async function resolveIncident(
  tx: Queryable,
  deps: CheckDeps,
  monitor: MonitorRow,
  now: Date,
  held = false,
) {
  const incident = await resolveOpenIncident(tx, monitor.id, now);
  const since = incident?.time_started ?? monitor.state_since;
  const lasted = durationText(now.getTime() - since.getTime());
  await resolveIssues(
    tx,
    monitor.account_id,
    fingerprintOf(monitor),
    `Up again at ${now.toISOString()}, after ${lasted}.`,
  );
  if (monitor.alert_id && deps.queue && incident?.notified !== false && !held) {
    const notice = noticeOf(deps, monitor, 'recovered', {
      error: incident?.error ?? null,
      since,
      now,
    });
    await queueAlertNotice(tx, deps.queue, monitor.account_id, monitor.alert_id, notice);
  }
}
