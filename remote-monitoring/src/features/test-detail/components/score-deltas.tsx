import type { TestDeltas } from '@vigil/contract';
import { Badge, HStack, Stack, Text } from '@vigil/shared';

type Gated = NonNullable<TestDeltas['security']>;
type Spread = Gated['spread'];

const LIGHTHOUSE = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  best_practices: 'Best practices',
  seo: 'SEO',
} as const;

/** What the drop was judged against: the page's own spread, or the flat tolerance. */
const spreadText = (spread: Spread) =>
  spread.method === 'spread'
    ? `allowed drop ${spread.allowance} (median ${spread.median}, MAD ${spread.mad} over ${spread.samples} scans)`
    : `allowed drop ${spread.allowance} (flat tolerance)`;

function DeltaRow({
  label,
  delta,
}: {
  label: string;
  delta: Pick<Gated, 'pre' | 'post' | 'delta' | 'regressed' | 'spread'>;
}) {
  return (
    <Stack as="li" listStyleType="none" gap="0">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{label}</Text>
        <Text fontVariantNumeric="tabular-nums">
          {delta.pre ?? '—'} → {delta.post ?? '—'}
          {delta.delta !== null && ` (${delta.delta > 0 ? '+' : ''}${delta.delta})`}
        </Text>
        {delta.regressed && (
          <Badge variant="subtle" colorPalette="red">
            beyond the spread
          </Badge>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {spreadText(delta.spread)}
      </Text>
    </Stack>
  );
}

const names = (items: { id: string }[]) =>
  items.length ? items.map((item) => item.id).join(', ') : 'none';

/** Lighthouse and security deltas with the spread used, and axe rules new and fixed. */
export function ScoreDeltas({ deltas }: { deltas: TestDeltas }) {
  return (
    <Stack gap="4">
      <Stack as="ul" aria-label="Score deltas" gap="3">
        {deltas.lighthouse &&
          (Object.keys(LIGHTHOUSE) as (keyof typeof LIGHTHOUSE)[]).map((category) => (
            <DeltaRow
              key={category}
              label={LIGHTHOUSE[category]}
              delta={deltas.lighthouse!.categories[category]}
            />
          ))}
        {deltas.security && <DeltaRow label="Security" delta={deltas.security} />}
      </Stack>
      {deltas.a11y && (
        <Text>
          Accessibility rules new: {names(deltas.a11y.new)}; fixed: {names(deltas.a11y.fixed)}.
        </Text>
      )}
      {deltas.security && (
        <Text>
          Security findings new: {names(deltas.security.new)}; fixed: {names(deltas.security.fixed)}
          .
        </Text>
      )}
      {deltas.skipped.map((skip) => (
        <Text key={skip.component} color="fg.muted" fontSize="sm">
          Not compared ({skip.component}): {skip.reason}.
        </Text>
      ))}
    </Stack>
  );
}
