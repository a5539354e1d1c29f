import type { Scan, ScoreTrend } from '@vigil/contract';
import { escapeHtml as e } from './escape-html';

// One function per section of the report. Every value that came from the scanned site is passed
// through escapeHtml (`e`); numbers are formatted here and never read as markup.

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : String(Math.round(value));

const section = (title: string, body: string) => `<section><h2>${e(title)}</h2>${body}</section>`;

const empty = (text: string) => `<p class="muted">${e(text)}</p>`;

export function scoresSection(scan: Scan): string {
  const lighthouse = scan.lighthouse?.scores;
  const rows: [string, number | null | undefined][] = [
    ['Performance', lighthouse?.performance],
    ['Accessibility', lighthouse?.accessibility],
    ['Best practices', lighthouse?.best_practices],
    ['SEO', lighthouse?.seo],
    ['Security', scan.security?.scores.average],
  ];
  const cells = rows
    .map(([name, value]) => `<div class="score"><b>${score(value)}</b><span>${name}</span></div>`)
    .join('');
  return section(
    'Scores',
    `<div class="scores"><div class="score overall"><b>${score(scan.score)}</b><span>Overall</span></div>${cells}</div>`,
  );
}

export function auditsSection(scan: Scan): string {
  const lighthouse = scan.lighthouse;
  if (!lighthouse || lighthouse.status !== 'done')
    return section('Failing audits', empty('Lighthouse did not run for this scan.'));
  if (lighthouse.audits.length === 0) return section('Failing audits', empty('No audit failed.'));
  const rows = lighthouse.audits
    .map(
      (audit) =>
        `<tr><td>${e(audit.title)}</td><td>${e(audit.display_value ?? '')}</td><td class="num">${audit.score === null ? '–' : Math.round(audit.score * 100)}</td></tr>`,
    )
    .join('');
  return section(
    'Failing audits',
    `<table><thead><tr><th>Audit</th><th>Value</th><th class="num">Score</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

const IMPACTS = ['critical', 'serious', 'moderate', 'minor'];

export function a11ySection(scan: Scan): string {
  const violations = scan.a11y?.violations;
  if (!violations) return section('Accessibility', empty('The accessibility check did not run.'));
  if (violations.length === 0) return section('Accessibility', empty('No violation found.'));
  // Grouped by impact, most severe first; an impact axe did not name goes last.
  const impactOf = (impact: string | null) =>
    impact && IMPACTS.includes(impact) ? impact : 'other';
  const groups = [...IMPACTS, 'other']
    .map((impact) => [impact, violations.filter((v) => impactOf(v.impact) === impact)] as const)
    .filter(([, list]) => list.length > 0)
    .map(([impact, list]) => {
      const items = list
        .map((violation) => {
          const nodes = violation.nodes
            .map(
              (node) =>
                `<li><code>${e(node.target.join(' '))}</code><pre>${e(node.html)}</pre></li>`,
            )
            .join('');
          return `<li><b>${e(violation.help)}</b> <span class="muted">(${e(violation.id)})</span><p>${e(violation.description)}</p><ul class="nodes">${nodes}</ul></li>`;
        })
        .join('');
      return `<h3>${e(impact)} (${list.length})</h3><ul>${items}</ul>`;
    })
    .join('');
  return section('Accessibility', groups);
}

export function consoleSection(scan: Scan): string {
  const entries = scan.logs.filter((log) => log.level === 'error' || log.level === 'warning');
  if (entries.length === 0) return section('Console', empty('No console error or warning.'));
  const rows = entries
    .map(
      (log) =>
        `<tr><td class="level ${log.level === 'error' ? 'bad' : 'warn'}">${e(log.level)}</td><td><pre>${e(log.message)}</pre><span class="muted">${e(log.source)}</span></td></tr>`,
    )
    .join('');
  return section(
    'Console',
    `<table><thead><tr><th>Level</th><th>Message</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

export function securitySection(scan: Scan): string {
  if (!scan.security) return section('Security', empty('The security check did not run.'));
  const failed = scan.security.audits.filter((audit) => !audit.passed);
  if (failed.length === 0) return section('Security', empty('Every security check passed.'));
  const rows = failed
    .map((audit) => `<tr><td>${e(audit.group)}</td><td>${e(audit.message)}</td></tr>`)
    .join('');
  return section(
    'Security',
    `<table><thead><tr><th>Area</th><th>Finding</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

export function historySection(history: ScoreTrend): string {
  const title = `Score history (last ${history.days} days)`;
  if (history.points.length === 0) return section(title, empty('No scored scan in this period.'));
  const rows = history.points
    .map((point) => `<tr><td>${e(point.date)}</td><td class="num">${score(point.score)}</td></tr>`)
    .join('');
  return section(
    title,
    `<table><thead><tr><th>Day (UTC)</th><th class="num">Average score</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}
