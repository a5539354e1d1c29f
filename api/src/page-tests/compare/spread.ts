/**
 * Noise-aware gating: a score is judged against the page's own run-to-run spread, measured on its
 * recent scans (median and MAD), not against zero. Lighthouse scores of an unchanged page swing
 * 5-10 points; a drop inside that swing is noise, a drop beyond it is a change.
 */

export interface Spread {
  /** `spread`: from the page's history; `flat`: too little history (or asked), fixed tolerance. */
  method: 'spread' | 'flat';
  samples: number;
  median: number | null;
  /** Median absolute deviation of the samples. */
  mad: number | null;
  /** How far the score may drop before the drop counts. */
  allowance: number;
}

/** Fewer recent scans than this: not enough to know the spread, the flat tolerance is used. */
export const MIN_SAMPLES = 5;
/** How many recent scans the spread is measured on. */
export const HISTORY = 10;
/** A drop beyond 3 robust standard deviations (1.4826 × MAD) is not noise. */
const SIGMAS = 3;
const MAD_TO_SIGMA = 1.4826;
/** Even a page whose score never moved may wobble by a point. */
const MIN_ALLOWANCE = 1;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The allowance for one score from its recent values (oldest or newest first, any order). */
export function spreadOf(history: number[], flatTolerance: number, forceFlat = false): Spread {
  if (forceFlat || history.length < MIN_SAMPLES)
    return {
      method: 'flat',
      samples: history.length,
      median: null,
      mad: null,
      allowance: flatTolerance,
    };
  const center = median(history);
  const mad = median(history.map((value) => Math.abs(value - center)));
  return {
    method: 'spread',
    samples: history.length,
    median: round2(center),
    mad: round2(mad),
    allowance: round2(Math.max(MIN_ALLOWANCE, SIGMAS * MAD_TO_SIGMA * mad)),
  };
}

export interface GatedDelta {
  pre: number | null;
  post: number | null;
  delta: number | null;
  /** The part of the delta that counts: a drop beyond the allowance, else 0. */
  counted: number;
  regressed: boolean;
  spread: Spread;
}

/** One score before and after, judged against its spread. */
export function gate(pre: number | null, post: number | null, spread: Spread): GatedDelta {
  if (pre === null || post === null)
    return { pre, post, delta: null, counted: 0, regressed: false, spread };
  const delta = round2(post - pre);
  const regressed = -delta > spread.allowance;
  return { pre, post, delta, counted: regressed ? delta : 0, regressed, spread };
}
