import type { Scan } from '@vigil/contract';
import { SimpleGrid } from '@vigil/shared';
import { ScoreTile } from '../../../components/score-tile';
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
        <ScoreTile
          key={label}
          label={label}
          value={score === null ? null : Math.round(score)}
          colorPalette={scorePalette(score)}
          color="colorPalette.fg"
        />
      ))}
    </SimpleGrid>
  );
}
