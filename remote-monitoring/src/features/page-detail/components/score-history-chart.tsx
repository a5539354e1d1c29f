import type { Scan } from '@vigil/contract';
import { Box, Text } from '@vigil/shared';

// Drawing units; the SVG scales to its box keeping this shape, so text stays legible.
const WIDTH = 320;
const HEIGHT = 150;
const LEFT = 30; // room for the score axis labels
const RIGHT = 10;
const TOP = 8;
const BOTTOM = 22; // room for the date labels
const TICKS = [0, 50, 100];

const shortDate = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const fullDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface Point {
  at: Date;
  score: number;
}

/** Completed, scored scans, oldest first (the API lists newest first), dated by their start. */
function pointsOf(scans: Scan[]): Point[] {
  return scans
    .filter((scan) => scan.time_completed !== null && scan.score !== null)
    .map((scan) => ({ at: new Date(scan.time_created), score: scan.score ?? 0 }))
    .reverse();
}

/**
 * Score 0-100 over the last scans: a score axis with grid lines, the first and last dates, and a
 * point per scan whose date and score show on hover. Nothing until there are two points.
 */
export function ScoreHistoryChart({ scans }: { scans: Scan[] }) {
  const points = pointsOf(scans);
  if (points.length < 2) return null;
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const x = (index: number) => LEFT + (index / (points.length - 1)) * plotWidth;
  const y = (score: number) => TOP + ((100 - score) / 100) * plotHeight;
  const line = points.map((point, index) => `${x(index)},${y(point.score)}`).join(' ');
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const label = `Score history of the last ${points.length} scans, from ${Math.round(first.score)} to ${Math.round(last.score)}`;
  return (
    // currentColor takes the palette's foreground, so the line follows the light/dark theme.
    <Box colorPalette="blue" color="colorPalette.fg" borderWidth="1px" rounded="md" p="3">
      <Text fontSize="sm" color="fg.muted" mb="1">
        Score history
      </Text>
      <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%">
        <g fontSize="10" fill="var(--chakra-colors-fg-muted)">
          {TICKS.map((tick) => (
            <g key={tick} data-testid="score-tick">
              <line
                x1={LEFT}
                x2={WIDTH - RIGHT}
                y1={y(tick)}
                y2={y(tick)}
                stroke="var(--chakra-colors-border)"
                strokeDasharray={tick === 0 ? undefined : '3 3'}
              />
              <text x={LEFT - 6} y={y(tick) + 3} textAnchor="end">
                {tick}
              </text>
            </g>
          ))}
          <text x={LEFT} y={HEIGHT - 6} textAnchor="start">
            {shortDate.format(first.at)}
          </text>
          <text x={WIDTH - RIGHT} y={HEIGHT - 6} textAnchor="end">
            {shortDate.format(last.at)}
          </text>
        </g>
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
      </svg>
    </Box>
  );
}
