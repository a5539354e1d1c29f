import { Badge } from '@vigil/shared';

/**
 * How a status reads: its words, and its palette (not a color: Chakra picks the shade for the
 * light or dark theme). The words carry the status for whoever does not see the color.
 */
export interface Look {
  label: string;
  palette: string;
}

export interface LookBadgeProps {
  look: Look;
  /** Outlined for what did not happen (a skipped step), filled otherwise. */
  outline?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

/** A status (a run's, a test's, a case's type) as a badge in its words and color. */
export function LookBadge({ look, outline = false, size }: LookBadgeProps) {
  return (
    <Badge variant={outline ? 'outline' : 'subtle'} colorPalette={look.palette} size={size}>
      {look.label}
    </Badge>
  );
}
