const DAY_MS = 24 * 60 * 60 * 1000;

const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const day = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const dayOfYear = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A label under the chart: which point it stands under, and its text. */
export interface AxisLabel {
  index: number;
  text: string;
}

/** True when the scans span a day or less: the axis then names times, not days. */
export const withinADay = (first: Date, last: Date) => last.getTime() - first.getTime() <= DAY_MS;

/**
 * How the axis names an instant: its time when the scans span a day or less (several scans of
 * one day would otherwise all read "Dec 2"), its day within a year, day and year beyond.
 */
export function axisFormat(first: Date, last: Date): (at: Date) => string {
  if (withinADay(first, last)) return (at) => time.format(at);
  if (first.getFullYear() === last.getFullYear()) return (at) => day.format(at);
  return (at) => dayOfYear.format(at);
}

/**
 * The labels under a chart of `dates` (oldest first, one point each, evenly spaced): the first
 * and last, and the middle one when `roomy`; a label reading the same as one before it is left
 * out, so a range never shows the same text at both ends.
 */
export function axisLabels(dates: Date[], roomy: boolean): AxisLabel[] {
  if (dates.length === 0) return [];
  const lastIndex = dates.length - 1;
  const format = axisFormat(dates[0]!, dates[lastIndex]!);
  const indexes = [0, ...(roomy && lastIndex >= 2 ? [Math.round(lastIndex / 2)] : []), lastIndex];
  const labels: AxisLabel[] = [];
  for (const index of new Set(indexes)) {
    const text = format(dates[index]!);
    if (!labels.some((label) => label.text === text)) labels.push({ index, text });
  }
  return labels;
}

/** The day or days a range of times is on, for a chart whose axis names only times. */
export function rangeText(first: Date, last: Date): string {
  const from = dayOfYear.format(first);
  const to = dayOfYear.format(last);
  return from === to ? from : `${from} – ${to}`;
}
