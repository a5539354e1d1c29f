import type { Scan } from '@vigil/contract';
import { HStack, Text } from '@vigil/shared';

const formatMs = (ms: number | null | undefined) => {
  if (ms === null || ms === undefined) return '—';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
};

/** Time to first byte, DOM ready and full load of the scanned visit. */
export function ScanTimings({ timings }: { timings: Scan['timings'] }) {
  if (!timings) return <Text color="fg.muted">No timings were recorded.</Text>;
  const rows = [
    { label: 'TTFB', value: timings.ttfb_ms },
    { label: 'DOM content loaded', value: timings.dom_content_loaded_ms },
    { label: 'Load', value: timings.load_ms },
  ];
  return (
    <HStack as="dl" gap="6" wrap="wrap">
      {rows.map(({ label, value }) => (
        <div key={label}>
          <Text as="dt" fontSize="sm" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {formatMs(value)}
          </Text>
        </div>
      ))}
    </HStack>
  );
}
