import { Box, type BoxProps } from '@vigil/shared';
import { formatDay, type TrendPoint } from '../lib/describe-trend';
import { plotPoints } from '../lib/plot-points';

// Semantic tokens, not raw colors: they switch with the light and dark themes.
const TREND_COLORS: BoxProps['css'] = {
  '& [data-part=baseline]': { stroke: 'border.muted' },
  '& [data-part=area]': { fill: 'fg.info', fillOpacity: 0.12 },
  '& [data-part=line]': { stroke: 'fg.info' },
  '& [data-part=dot]': { fill: 'fg.info', stroke: 'bg' },
};

export interface SparklineProps extends Omit<BoxProps, 'children'> {
  points: TrendPoint[];
  /** The accessible name; the drawing itself is one image to assistive technology. */
  label: string;
  /** The drawing's own coordinate space (and its size unless `fluid`). */
  viewWidth: number;
  viewHeight: number;
  /** Grow to the container's width, keeping the aspect ratio. */
  fluid?: boolean;
  /** A dot with a tooltip (date: score) at each day. */
  dots?: boolean;
}

/** Scores (0-100) as a line over an area, in inline SVG. Callers decide when there is a trend. */
export function Sparkline({
  points,
  label,
  viewWidth,
  viewHeight,
  fluid = false,
  dots = false,
  ...boxProps
}: SparklineProps) {
  const pad = dots ? 5 : 2;
  const plotted = plotPoints(points, { width: viewWidth, height: viewHeight, pad });
  const line = plotted.map(({ x, y }) => `${x},${y}`).join(' ');
  const bottom = viewHeight - pad;
  const area = `${plotted[0]?.x},${bottom} ${line} ${plotted.at(-1)?.x},${bottom}`;
  return (
    <Box css={TREND_COLORS} lineHeight="0" {...boxProps}>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${viewWidth} ${viewHeight}`}
        width={fluid ? '100%' : viewWidth}
        height={fluid ? undefined : viewHeight}
        style={{ overflow: 'visible' }}
      >
        <line data-part="baseline" x1={0} x2={viewWidth} y1={bottom} y2={bottom} strokeWidth={1} />
        <polygon data-part="area" points={area} />
        <polyline
          data-part="line"
          points={line}
          fill="none"
          strokeWidth={2}
          strokeLinejoin="round"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
        {dots &&
          plotted.map((point) => (
            <circle key={point.date} data-part="dot" cx={point.x} cy={point.y} r={3.5}>
              <title>{`${formatDay(point.date)}: ${point.score}`}</title>
            </circle>
          ))}
      </svg>
    </Box>
  );
}
