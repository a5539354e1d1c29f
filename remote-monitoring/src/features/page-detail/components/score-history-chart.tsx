import type { Scan } from '@vigil/contract';
import { Box, HStack, Text } from '@vigil/shared';
import { axisLabels, rangeText, withinADay } from '../lib/time-axis';
import { useBoxWidth } from '../lib/use-box-width';

// Drawing units are CSS pixels: the SVG is drawn as wide as its box, never scaled, so its labels
// stay at LABEL_PX on a phone and on a wide screen alike.
const HEIGHT = 150;
const LABEL_PX = 11;
const LEFT = 30; // room for the score axis labels
const RIGHT = 10;
const TOP = 8;
const BOTTOM = 22; // room for the time axis labels
const TICKS = [0, 50, 100];
/** Below this width only the first and last instants are named. */
const ROOMY_PX = 480;

const fullDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface Point {
  at: Date;
  score: number;
}
type Scale = (value: number) => number;

/** Completed, scored scans, oldest first (the API lists newest first), dated by their start. */
function pointsOf(scans: Scan[]): Point[] {
  return scans
    .filter((scan) => scan.time_completed !== null && scan.score !== null)
    .map((scan) => ({ at: new Date(scan.time_created), score: scan.score ?? 0 }))
    .reverse();
}

/** The grid: a dashed line per score tick (solid at 0), its score at the left. */
function ScoreAxis({ width, y }: { width: number; y: Scale }) {
  return TICKS.map((tick) => (
    <g key={tick} data-testid="score-tick">
      <line
        x1={LEFT}
        x2={width - RIGHT}
        y1={y(tick)}
        y2={y(tick)}
        stroke="var(--chakra-colors-border)"
        strokeDasharray={tick === 0 ? undefined : '3 3'}
      />
      <text x={LEFT - 6} y={y(tick) + 3} textAnchor="end">
        {tick}
      </text>
    </g>
  ));
}

/** The scores as a line, with a point per scan whose date and score show on hover. */
function ScoreLine({ points, x, y }: { points: Point[]; x: Scale; y: Scale }) {
  const line = points.map((point, index) => `${x(index)},${y(point.score)}`).join(' ');
  return (
    <>
      <polyline
        points={line}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      {points.map((point, index) => (
        <circle
          key={index}
          data-testid="score-point"
          cx={x(index)}
          cy={y(point.score)}
          r="3.5"
          fill="currentColor"
        >
          {/* The browser shows a point's title on hover. */}
          <title>{`${fullDate.format(point.at)}: score ${Math.round(point.score)}`}</title>
        </circle>
      ))}
    </>
  );
}

/**
 * Score 0-100 over the last scans: a score axis with grid lines, the instants under the line
 * (times when the scans span a day, with the day beside the title; days otherwise), and a point
 * per scan whose date and score show on hover. Nothing until there are two points.
 */
export function ScoreHistoryChart({ scans }: { scans: Scan[] }) {
  const { ref, width } = useBoxWidth<HTMLDivElement>(320);
  const points = pointsOf(scans);
  if (points.length < 2) return null;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const plotWidth = width - LEFT - RIGHT;
  const x = (index: number) => LEFT + (index / (points.length - 1)) * plotWidth;
  const y = (score: number) => TOP + ((100 - score) / 100) * (HEIGHT - TOP - BOTTOM);
  const labels = axisLabels(
    points.map((point) => point.at),
    width >= ROOMY_PX,
  );
  const label = `Score history of the last ${points.length} scans, from ${Math.round(first.score)} to ${Math.round(last.score)}`;
  const anchor = (index: number) =>
    index === 0 ? 'start' : index === points.length - 1 ? 'end' : 'middle';
  return (
    // currentColor takes the palette's foreground, so the line follows the light/dark theme.
    <Box colorPalette="blue" color="colorPalette.fg" borderWidth="1px" rounded="md" p="3">
      <HStack justify="space-between" gap="2" wrap="wrap" mb="1" fontSize="sm" color="fg.muted">
        <Text>Score history</Text>
        {withinADay(first.at, last.at) && <Text>{rangeText(first.at, last.at)}</Text>}
      </HStack>
      <Box ref={ref}>
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width={width}
          height={HEIGHT}
          style={{ display: 'block', maxWidth: '100%' }}
        >
          <g fontSize={LABEL_PX} fill="var(--chakra-colors-fg-muted)">
            <ScoreAxis width={width} y={y} />
            {labels.map(({ index, text }) => (
              <text key={index} x={x(index)} y={HEIGHT - 6} textAnchor={anchor(index)}>
                {text}
              </text>
            ))}
          </g>
          <ScoreLine points={points} x={x} y={y} />
        </svg>
      </Box>
    </Box>
  );
}
