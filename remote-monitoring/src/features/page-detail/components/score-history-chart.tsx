import type { Scan } from '@vigil/contract';
import { Box, Text } from '@vigil/shared';

const WIDTH = 300;
const HEIGHT = 80;
const PAD = 4;

/** Completed, scored scans, oldest first (the API lists newest first). */
function pointsOf(scans: Scan[]) {
  return scans
    .filter((scan) => scan.time_completed !== null && scan.score !== null)
    .map((scan) => scan.score ?? 0)
    .reverse();
}

/** Score 0-100 over the last scans as an inline SVG line; nothing until there are two points. */
export function ScoreHistoryChart({ scans }: { scans: Scan[] }) {
  const scores = pointsOf(scans);
  if (scores.length < 2) return null;
  const step = (WIDTH - 2 * PAD) / (scores.length - 1);
  const y = (score: number) => PAD + ((100 - score) / 100) * (HEIGHT - 2 * PAD);
  const points = scores.map((score, index) => `${PAD + index * step},${y(score)}`).join(' ');
  const first = Math.round(scores[0] ?? 0);
  const last = Math.round(scores[scores.length - 1] ?? 0);
  const label = `Score history of the last ${scores.length} scans, from ${first} to ${last}`;
  return (
    // currentColor takes the palette's foreground, so the line follows the light/dark theme.
    <Box colorPalette="blue" color="colorPalette.fg" borderWidth="1px" rounded="md" p="3">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT}
      >
        <polyline
          points={points}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <Text fontSize="xs" color="fg.muted" mt="1">
        {first} → {last} over {scores.length} scans
      </Text>
    </Box>
  );
}
