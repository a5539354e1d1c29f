import type { Scan } from '@vigil/contract';

/** Points an axe violation costs, by its impact. */
const IMPACT_COST: Record<string, number> = { critical: 15, serious: 10, moderate: 5, minor: 2 };

const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

/** Accessibility from axe: 100 less the cost of each violated rule. */
export function a11yScore(violations: { impact: string | null }[]): number {
  return clamp(100 - violations.reduce((sum, v) => sum + (IMPACT_COST[v.impact ?? ''] ?? 2), 0));
}

/** Console health: 100 less 10 per error and 3 per warning. */
export function logsScore(logs: { level: string }[]): number {
  const errors = logs.filter((entry) => entry.level === 'error').length;
  const warnings = logs.filter((entry) => entry.level === 'warning').length;
  return clamp(100 - 10 * errors - 3 * warnings);
}

/**
 * Why a page that answered is broken: an error status (4xx/5xx) or a document that is not HTML
 * (an image, a PDF…). Such a page scores 0 whatever its template looks like; null = healthy.
 */
export function brokenPageReason(answer: { status: number | null; contentType: string }) {
  if (answer.status !== null && answer.status >= 400) return `HTTP ${answer.status}`;
  const type = answer.contentType.split(';')[0]!.trim().toLowerCase();
  if (type && !/^(text\/html|application\/xhtml\+xml)$/.test(type))
    return `not an HTML page: ${type}`;
  return null;
}

/**
 * The scan's score 0-100: the mean of the components that were measured — Lighthouse's average
 * (only a run that is `done`: a failed or skipped run is "not measured", never a score), axe,
 * security and console — each weighing the same.
 */
export function overallScore(
  scan: Pick<Scan, 'lighthouse' | 'a11y' | 'security' | 'logs'>,
): number {
  const parts = [
    scan.a11y ? a11yScore(scan.a11y.violations) : null,
    scan.security?.scores.average ?? null,
    logsScore(scan.logs),
    scan.lighthouse?.status === 'done' ? scan.lighthouse.scores.average : null,
  ].filter((part): part is number => part !== null);
  return clamp(parts.reduce((sum, part) => sum + part, 0) / parts.length);
}
