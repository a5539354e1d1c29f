import type { MonitorStats } from '@vigil/contract';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { bucketLabel } from '../lib/monitor-detail-words';

// Chakra's semantic tokens as CSS variables: they change with the theme, so the chart does too.
const COLORS = {
  p50: 'var(--chakra-colors-blue-solid)',
  p95: 'var(--chakra-colors-orange-solid)',
  grid: 'var(--chakra-colors-border)',
  text: 'var(--chakra-colors-fg-muted)',
  panel: 'var(--chakra-colors-bg-panel)',
  gap: 'var(--chakra-colors-gray-muted)',
};
const GAP = 'No check could run';

/**
 * The period's p50 and p95 response times, one point a bucket. A bucket without a passing check
 * (a gap, an outage, before the monitor existed) has no point, so the lines break there instead
 * of drawing a time nobody measured; a gap (checks due, none ran: ours, not the site's) is also
 * shaded full height, so it does not read as an outage. Loaded on its own (recharts is large).
 */
export function MonitorDetailChart({ stats }: { stats: MonitorStats }) {
  const data = stats.buckets.map((bucket) => ({
    label: bucketLabel(stats.period, bucket.start),
    p50: bucket.p50_ms,
    p95: bucket.p95_ms,
    gap: bucket.gap ? 1 : null,
  }));
  return (
    <ResponsiveContainer width="100%" height={240}>
      <ComposedChart
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        barCategoryGap={0}
      >
        <CartesianGrid stroke={COLORS.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="label"
          tick={{ fill: COLORS.text, fontSize: 12 }}
          stroke={COLORS.grid}
          minTickGap={24}
        />
        <YAxis
          yAxisId="ms"
          unit=" ms"
          width={64}
          tick={{ fill: COLORS.text, fontSize: 12 }}
          stroke={COLORS.grid}
          allowDecimals={false}
        />
        {/* The gaps' own scale, 0-1 (a gap is full height); on the right, so it takes no room. */}
        <YAxis yAxisId="gap" orientation="right" hide domain={[0, 1]} />
        <Tooltip
          contentStyle={{ background: COLORS.panel, borderColor: COLORS.grid }}
          labelStyle={{ color: COLORS.text }}
          formatter={(value, name) => (name === GAP ? 'yes' : `${String(value)} ms`)}
        />
        <Legend
          wrapperStyle={{ fontSize: 12 }}
          formatter={(value: string) => <span style={{ color: COLORS.text }}>{value}</span>}
        />
        <Bar yAxisId="gap" dataKey="gap" name={GAP} fill={COLORS.gap} isAnimationActive={false} />
        {(['p50', 'p95'] as const).map((key) => (
          <Line
            key={key}
            yAxisId="ms"
            type="monotone"
            dataKey={key}
            name={key}
            stroke={COLORS[key]}
            strokeWidth={2}
            dot={false}
            connectNulls={false}
            isAnimationActive={false}
          />
        ))}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
