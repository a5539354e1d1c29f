import { Text, type TextProps } from '@vigil/shared';

/**
 * "Score 87", or "Score —" while the page or site has no finished scan. The wording is part of
 * the e2e journey's contract (README), so keep it exactly.
 */
export function ScoreText({ score, ...props }: { score: number | null | undefined } & TextProps) {
  const value = score === null || score === undefined ? '—' : String(Math.round(score));
  return (
    <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap" {...props}>
      Score {value}
    </Text>
  );
}
