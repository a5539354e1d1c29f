import type { Monitor, MonitorState } from '@vigil/contract';
import { escapeHtml } from './status-page-html';

export type BadgePeriod = '24h' | '7d' | '30d';

const COLOUR: Record<MonitorState, string> = {
  up: '#2f855a',
  down: '#c53030',
  paused: '#718096',
  pending: '#718096',
};
const PERIOD_FIELD = { '24h': 'day', '7d': 'week', '30d': 'month' } as const;

/** Text width at 11 px Verdana, about: badges are sized without a font file on the server. */
const widthOf = (text: string) => Math.round(text.length * 6.6) + 12;

/** The badge's CSP: an SVG opened on its own runs nothing. */
export const BADGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * A flat, shields-style badge: the monitor's name on the left, its state and uptime over the
 * period on the right ("up · 99.95 % 30d"). Names longer than 40 characters are cut.
 */
export function statusBadgeSvg(
  monitor: Pick<Monitor, 'name' | 'state' | 'uptime'>,
  period: BadgePeriod,
) {
  const name = monitor.name.length > 40 ? `${monitor.name.slice(0, 39)}…` : monitor.name;
  const uptime = monitor.uptime[PERIOD_FIELD[period]];
  const value = `${monitor.state}${uptime === null ? '' : ` · ${uptime.toFixed(2)} % ${period}`}`;
  return badgeSvg(name, value, COLOUR[monitor.state]);
}

/** The uptime colour: green at 99.9 % and above, amber from 99 %, red below; grey without data. */
function uptimeColour(uptime: number | null) {
  if (uptime === null) return COLOUR.pending;
  if (uptime >= 99.9) return COLOUR.up;
  return uptime >= 99 ? '#b7791f' : COLOUR.down;
}

/** `/badge/{id}/uptime.svg`: the uptime alone over the period ("uptime 30d | 99.95 %"). */
export function uptimeBadgeSvg(monitor: Pick<Monitor, 'uptime'>, period: BadgePeriod) {
  const uptime = monitor.uptime[PERIOD_FIELD[period]];
  const value = uptime === null ? 'no data' : `${uptime.toFixed(2)} %`;
  return badgeSvg(`uptime ${period}`, value, uptimeColour(uptime));
}

function badgeSvg(name: string, value: string, colour: string) {
  const [left, right] = [widthOf(name), widthOf(value)];
  const total = left + right;
  const label = escapeHtml(`${name}: ${value}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${total}" height="20" role="img" aria-label="${label}">
<title>${label}</title>
<rect width="${left}" height="20" fill="#555"/>
<rect x="${left}" width="${right}" height="20" fill="${colour}"/>
<g fill="#fff" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11" text-anchor="middle">
<text x="${left / 2}" y="14">${escapeHtml(name)}</text>
<text x="${left + right / 2}" y="14">${escapeHtml(value)}</text>
</g></svg>`;
}
