import { Stack, Text } from '@vigil/shared';
import type { ReactNode } from 'react';

export interface ScoreTileProps {
  label: string;
  /** The figure; null (not measured, not compared) shows "—", muted. */
  value: number | null;
  /** The figure's color when there is one: "fg", "fg.error", or a palette's "colorPalette.fg". */
  color?: string;
  colorPalette?: string;
  /** A word under the figure ("under the threshold"). */
  children?: ReactNode;
}

/** One score of a grid of scores (a scan's categories, a test's components), as a list item. */
export function ScoreTile({ label, value, color = 'fg', colorPalette, children }: ScoreTileProps) {
  return (
    <Stack as="li" gap="0" listStyleType="none" borderWidth="1px" rounded="md" p="3">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text
        fontSize="2xl"
        fontWeight="semibold"
        fontVariantNumeric="tabular-nums"
        colorPalette={colorPalette}
        color={value === null ? 'fg.muted' : color}
      >
        {value === null ? '—' : value}
      </Text>
      {children}
    </Stack>
  );
}
