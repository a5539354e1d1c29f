import type { TrendPoint } from './describe-trend';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

export interface PlotBox {
  width: number;
  height: number;
  /** Room kept inside the edges so the stroke and dots are not clipped. */
  pad: number;
}

export interface PlottedPoint extends TrendPoint {
  x: number;
  y: number;
}

/**
 * SVG coordinates of the points. x follows the calendar between the first and the last point,
 * so days without scans stay visible as longer segments; y is the score on a fixed 0-100 scale
 * (top = 100), so that two sites' lines can be compared at a glance.
 */
export function plotPoints(points: TrendPoint[], { width, height, pad }: PlotBox): PlottedPoint[] {
  const first = dayNumber(points[0]?.date ?? '1970-01-01');
  const last = dayNumber(points.at(-1)?.date ?? '1970-01-01');
  const span = Math.max(last - first, 1);
  return points.map((point) => ({
    ...point,
    x: pad + ((dayNumber(point.date) - first) / span) * (width - 2 * pad),
    y: pad + ((100 - point.score) / 100) * (height - 2 * pad),
  }));
}
