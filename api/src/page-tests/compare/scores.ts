import type { Scan } from '@vigil/contract';
import { a11yScore } from '../../scans/score';
import { gate, spreadOf, type GatedDelta } from './spread';

export const LIGHTHOUSE_CATEGORIES = [
  'performance',
  'accessibility',
  'best_practices',
  'seo',
] as const;
type Category = (typeof LIGHTHOUSE_CATEGORIES)[number];

/** Tolerance when a page has too little history for its spread: Lighthouse's usual swing. */
export const FLAT_TOLERANCE = { lighthouse: 5, security: 0 };

type ScoreSource = Pick<Scan, 'lighthouse' | 'security' | 'a11y'>;

const clamp = (value: number) => Math.round(Math.max(0, Math.min(100, value)) * 100) / 100;
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

export interface LighthouseDiff {
  score: number;
  categories: Record<Category, GatedDelta>;
}

/**
 * Per-category Lighthouse deltas, each gated by that category's spread over the page's recent
 * scans. The component is 100 plus the mean of the drops that count: null when either scan has
 * no Lighthouse result (turned off or failed), so it weighs nothing.
 */
export function compareLighthouse(
  pre: ScoreSource,
  post: ScoreSource,
  history: ScoreSource[],
  flat: boolean,
): LighthouseDiff | null {
  if (pre.lighthouse?.status !== 'done' || post.lighthouse?.status !== 'done') return null;
  const categories = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((category) => {
      const values = history
        .map((scan) => scan.lighthouse?.scores[category])
        .filter((value): value is number => typeof value === 'number');
      const spread = spreadOf(values, FLAT_TOLERANCE.lighthouse, flat);
      return [
        category,
        gate(pre.lighthouse!.scores[category], post.lighthouse!.scores[category], spread),
      ];
    }),
  ) as Record<Category, GatedDelta>;
  return {
    score: clamp(100 + mean(Object.values(categories).map((delta) => delta.counted))),
    categories,
  };
}

export interface A11yDiff {
  /** 100 less what the new rules cost (the scan score's costs by impact). */
  score: number;
  new: { id: string; impact: string | null; help: string; nodes: number }[];
  fixed: { id: string; impact: string | null; help: string; nodes: number }[];
}

/** axe violations by rule: the rules only the post scan breaks, and those it no longer breaks. */
export function compareA11y(pre: ScoreSource, post: ScoreSource): A11yDiff | null {
  if (!pre.a11y || !post.a11y) return null;
  const summary = (v: NonNullable<Scan['a11y']>['violations'][number]) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.length,
  });
  const preIds = new Set(pre.a11y.violations.map((v) => v.id));
  const postIds = new Set(post.a11y.violations.map((v) => v.id));
  const added = post.a11y.violations.filter((v) => !preIds.has(v.id));
  return {
    score: a11yScore(added),
    new: added.map(summary),
    fixed: pre.a11y.violations.filter((v) => !postIds.has(v.id)).map(summary),
  };
}

export interface SecurityDiff extends GatedDelta {
  score: number;
  /** Checks that fail now and passed before (or were not judged), and the reverse. */
  new: { id: string; message: string }[];
  fixed: { id: string; message: string }[];
}

/** The security average's delta (gated like Lighthouse) and the findings new or fixed. */
export function compareSecurity(
  pre: ScoreSource,
  post: ScoreSource,
  history: ScoreSource[],
  flat: boolean,
): SecurityDiff | null {
  if (!pre.security || !post.security) return null;
  const failing = (scan: ScoreSource) =>
    scan
      .security!.audits.filter((audit) => !audit.passed)
      .map(({ id, message }) => ({ id, message }));
  const key = (finding: { id: string; message: string }) => `${finding.id}\u0001${finding.message}`;
  const [before, after] = [failing(pre), failing(post)];
  const [beforeKeys, afterKeys] = [new Set(before.map(key)), new Set(after.map(key))];
  const values = history
    .map((scan) => scan.security?.scores.average)
    .filter((value): value is number => typeof value === 'number');
  const delta = gate(
    pre.security.scores.average,
    post.security.scores.average,
    spreadOf(values, FLAT_TOLERANCE.security, flat),
  );
  return {
    ...delta,
    score: clamp(100 + delta.counted),
    new: after.filter((finding) => !beforeKeys.has(key(finding))),
    fixed: before.filter((finding) => !afterKeys.has(key(finding))),
  };
}
