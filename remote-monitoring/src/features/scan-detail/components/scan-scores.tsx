import type { Scan } from '@vigil/contract';
import { SimpleGrid, Stack, Text } from '@vigil/shared';
import { scorePalette } from '../scan-status';

type ScoredScan = Pick<Scan, 'score' | 'lighthouse' | 'security'>;

/** The category scores of a scan, overall first; "—" for a category that was not measured. */
function categoriesOf(scan: ScoredScan): { label: string; score: number | null }[] {
  const lighthouse = scan.lighthouse?.scores;
  return [
    { label: 'Overall', score: scan.score },
    { label: 'Performance', score: lighthouse?.performance ?? null },
    { label: 'Accessibility', score: lighthouse?.accessibility ?? null },
    { label: 'Best practices', score: lighthouse?.best_practices ?? null },
    { label: 'SEO', score: lighthouse?.seo ?? null },
    { label: 'Security', score: scan.security?.scores.average ?? null },
  ];
}

export function ScanScores({ scan }: { scan: ScoredScan }) {
  return (
    // As many columns as fit at 8.5rem each (by the container, which is a third of the page on
    // /page/{id}): "Accessibility" and "Performance" are never broken mid-word.
    <SimpleGrid as="ul" aria-label="Scores" minChildWidth="8.5rem" gap="3">
      {categoriesOf(scan).map(({ label, score }) => (
        <Stack
          as="li"
          key={label}
          gap="0"
          listStyleType="none"
          borderWidth="1px"
          rounded="md"
          p="3"
        >
          <Text fontSize="sm" color="fg.muted">
            {label}
          </Text>
          <Text
            fontSize="2xl"
            fontWeight="semibold"
            fontVariantNumeric="tabular-nums"
            colorPalette={scorePalette(score)}
            color={score === null ? 'fg.muted' : 'colorPalette.fg'}
          >
            {score === null ? '—' : Math.round(score)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
