import type { MonitorStats } from '@vigil/contract';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
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
};

/**
 * The period's p50 and p95 response times, one point a bucket. A bucket without a passing check
 * (a gap, an outage, before the monitor existed) has no point, so the lines break there instead
 * of drawing a time nobody measured. Loaded on its own (recharts is large): see the section.
 */
export function MonitorDetailChart({ stats }: { stats: MonitorStats }) {
  const data = stats.buckets.map((bucket) => ({
    label: bucketLabel(stats.period, bucket.start),
    p50: bucket.p50_ms,
    p95: bucket.p95_ms,
  }));
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={COLORS.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="label"
          tick={{ fill: COLORS.text, fontSize: 12 }}
          stroke={COLORS.grid}
          minTickGap={24}
        />
        <YAxis
          unit=" ms"
          width={64}
          tick={{ fill: COLORS.text, fontSize: 12 }}
          stroke={COLORS.grid}
          allowDecimals={false}
        />
        <Tooltip
          contentStyle={{ background: COLORS.panel, borderColor: COLORS.grid }}
          labelStyle={{ color: COLORS.text }}
          formatter={(value) => `${String(value)} ms`}
        />
        <Legend wrapperStyle={{ color: COLORS.text, fontSize: 12 }} />
        <Line
          type="monotone"
          dataKey="p50"
          name="p50"
          stroke={COLORS.p50}
          strokeWidth={2}
          dot={false}
          connectNulls={false}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="p95"
          name="p95"
          stroke={COLORS.p95}
          strokeWidth={2}
          dot={false}
          connectNulls={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
