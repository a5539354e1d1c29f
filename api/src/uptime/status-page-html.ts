import type { StatusFeed } from '@vigil/contract';
import { createHash } from 'node:crypto';
import type { DayBar, PublicStatus } from './status-feed';

/**
 * The public status page: plain HTML and one constant stylesheet, no script, so it renders when
 * the app's JavaScript does not (an outage of Vigil's own front end included) and stays a few KB.
 * Light and dark follow prefers-color-scheme; everything wraps, so a 390 px phone never scrolls
 * sideways (the 90 bars shrink to the width).
 */
const CSS = `:root{color-scheme:light dark;--bg:#fff;--fg:#1a202c;--muted:#4a5568;--line:#e2e8f0;
--card:#f7fafc;--up:#276749;--down:#c53030;--none:#a0aec0;--warn:#975a16}
@media (prefers-color-scheme:dark){:root{--bg:#1a202c;--fg:#f7fafc;--muted:#cbd5e0;
--line:#2d3748;--card:#232b3a;--up:#68d391;--down:#fc8181;--none:#718096;--warn:#f6e05e}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:760px;margin:0 auto;padding:24px 16px}h1{font-size:1.6rem;margin:0 0 4px}
h2{font-size:1.1rem;margin:32px 0 8px}p{margin:0 0 8px}.muted{color:var(--muted)}
h1,p,li,.name,.url{overflow-wrap:anywhere}
.banner{padding:12px 16px;border-radius:8px;margin:16px 0;font-weight:600;color:#fff}
.banner.up{background:var(--up)}.banner.down{background:var(--down)}
.banner.degraded{background:var(--warn)}.banner.unknown{background:var(--muted)}
@media (prefers-color-scheme:dark){.banner{color:#1a202c}}
ul{list-style:none;margin:0;padding:0}.monitor{border:1px solid var(--line);border-radius:8px;
background:var(--card);padding:12px;margin-bottom:12px}
.head{display:flex;flex-wrap:wrap;gap:4px 12px;justify-content:space-between;align-items:baseline}
.name{font-weight:600}.state{font-weight:600}.state.up{color:var(--up)}
.state.down{color:var(--down)}.state.paused,.state.pending{color:var(--muted)}
.url{font-size:.875rem;color:var(--muted)}.figures{display:flex;flex-wrap:wrap;gap:4px 16px;
font-size:.875rem;color:var(--muted);margin-top:4px}
.bars{display:flex;gap:1px;height:28px;margin-top:8px}.bars i{flex:1 1 0;min-width:0;
border-radius:1px;background:var(--none)}.bars .u{background:var(--up)}
.bars .d{background:var(--down)}.bars .w{background:var(--warn)}
.scale{display:flex;justify-content:space-between;font-size:.75rem;color:var(--muted)}
.incident{border-left:4px solid var(--down);padding:4px 12px;margin-bottom:8px}
.incident.resolved{border-color:var(--line)}.maintenance{border-left:4px solid var(--muted);
padding:4px 12px;margin-bottom:8px}footer{margin-top:32px;font-size:.875rem}
.updates{margin:8px 0 4px}.updates li{padding:6px 0;border-top:1px solid var(--line)}
.updates p{margin:2px 0 0;white-space:pre-line;overflow-wrap:anywhere}
.updates time{font-size:.875rem;color:var(--muted);margin-left:8px}`;

/** The page's CSP allows exactly this stylesheet (by its hash) and nothing else. */
export const STATUS_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(CSS).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const BANNER: Record<StatusFeed['state'], string> = {
  up: 'All systems operational',
  degraded: 'Some systems are down',
  down: 'All systems are down',
  unknown: 'Waiting for the first checks',
};
const STATE_WORD = { up: 'Up', down: 'Down', paused: 'Paused', pending: 'Pending' } as const;
const ERROR_WORD = {
  dns: 'name not resolved',
  connect: 'no connection',
  tls: 'certificate problem',
  timeout: 'no answer in time',
  status: 'error status',
  assertion: 'unexpected answer',
} as const;

const percentText = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)} %`);
const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** One element a day, a title only on a day with failures: 90 bars stay about 1.5 KB. */
function barsHtml(bars: DayBar[]) {
  const spans = bars.map(({ day, uptime }) => {
    if (uptime === null) return '<i></i>';
    if (uptime >= 99.995) return '<i class="u"></i>';
    const kind = uptime >= 99 ? 'w' : 'd';
    return `<i class="${kind}" title="${day}: ${percentText(uptime)}"></i>`;
  });
  return `<div class="bars" role="img" aria-label="Uptime per day, last ${bars.length} days">${spans.join('')}</div>
<div class="scale"><span>${bars.length} days ago</span><span>today</span></div>`;
}

function monitorHtml(monitor: StatusFeed['monitors'][number], bars: DayBar[]) {
  const url = monitor.url ? `<p class="url">${escapeHtml(monitor.url)}</p>` : '';
  return `<li class="monitor"><div class="head"><span class="name">${escapeHtml(monitor.name)}</span>
<span class="state ${monitor.state}">${STATE_WORD[monitor.state]}</span></div>${url}
<div class="figures"><span>24 h ${percentText(monitor.uptime.day)}</span>
<span>7 days ${percentText(monitor.uptime.week)}</span>
<span>30 days ${percentText(monitor.uptime.month)}</span></div>${barsHtml(bars)}</li>`;
}

const UPDATE_WORD = {
  investigating: 'Investigating',
  identified: 'Identified',
  monitoring: 'Monitoring',
  resolved: 'Resolved',
} as const;

type FeedIncident = StatusFeed['open_incidents'][number];

/** What the team wrote, newest first, each with its status word and time. */
function updatesHtml(updates: FeedIncident['updates']) {
  if (updates.length === 0) return '';
  const items = updates.map(
    (update) =>
      `<li><strong>${UPDATE_WORD[update.status]}</strong><time datetime="${update.time_created}">${when(update.time_created)}</time><p>${escapeHtml(update.message)}</p></li>`,
  );
  return `<ul class="updates">${items.join('')}</ul>`;
}

function incidentHtml(incident: FeedIncident) {
  const why = incident.error_class ? ` (${ERROR_WORD[incident.error_class]})` : '';
  const span = incident.time_resolved
    ? `from ${when(incident.time_started)} to ${when(incident.time_resolved)}`
    : `since ${when(incident.time_started)}`;
  const resolved = incident.time_resolved ? ' resolved' : '';
  return `<li class="incident${resolved}"><strong>${escapeHtml(incident.monitor_name)}</strong> down${why}, ${span}${updatesHtml(incident.updates)}</li>`;
}

type FeedMaintenance = StatusFeed['maintenance']['active'][number];

/** A window's occurrence: its title, when, and which of the page's monitors it covers. */
function maintenanceHtml(feed: StatusFeed, window: FeedMaintenance, on: boolean) {
  const names = feed.monitors.filter((m) => window.monitor_ids.includes(m.id)).map((m) => m.name);
  const span = on
    ? `under way until ${when(window.ends_at)}`
    : `from ${when(window.starts_at)} to ${when(window.ends_at)}`;
  return `<li class="maintenance"><strong>${escapeHtml(window.title)}</strong>, ${span}<br><span class="muted">${escapeHtml(names.join(', '))}</span></li>`;
}

/** Maintenance on now and in the next 7 days; nothing at all when there is none. */
function maintenanceSection(feed: StatusFeed) {
  const { active, upcoming } = feed.maintenance;
  const items = [
    ...active.map((window) => maintenanceHtml(feed, window, true)),
    ...upcoming.map((window) => maintenanceHtml(feed, window, false)),
  ];
  return items.length ? `\n${section('Scheduled maintenance', items, '')}` : '';
}

function section(title: string, items: string[], empty: string) {
  const body = items.length ? `<ul>${items.join('')}</ul>` : `<p class="muted">${empty}</p>`;
  return `<section><h2>${title}</h2>${body}</section>`;
}

function document(title: string, body: string, description = title) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${description}">
<meta name="color-scheme" content="light dark"><title>${title}</title>
<style>${CSS}</style></head><body><main>${body}</main></body></html>`;
}

export function statusPageHtml({ feed, bars }: PublicStatus) {
  const title = escapeHtml(feed.title);
  const description = feed.description
    ? `<p class="muted">${escapeHtml(feed.description)}</p>`
    : '';
  const monitors = feed.monitors.map((m) => monitorHtml(m, bars.get(m.id) ?? []));
  return document(
    `${title} status`,
    `<h1>${title}</h1>${description}
<div class="banner ${feed.state}" role="status">${BANNER[feed.state]}</div>
${section('Current incidents', feed.open_incidents.map(incidentHtml), 'No incident right now.')}${maintenanceSection(feed)}
${section('Monitors', monitors, 'This page shows no monitors yet.')}
${section('Past incidents (30 days)', feed.recent_incidents.map(incidentHtml), 'No incident in the last 30 days.')}
<footer class="muted">Updated ${when(feed.generated_at)}.</footer>`,
    `Whether ${title}'s services are up now, their uptime and incidents.`,
  );
}

/** An unknown slug: a plain page, not the API's JSON (a person followed a link). */
export const notFoundHtml = () =>
  document(
    'Status page not found',
    '<h1>Status page not found</h1><p class="muted">No status page has this address. Check the link you followed.</p>',
  );
