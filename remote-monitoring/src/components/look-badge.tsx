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

/** How a case's or a flow's run (or one of its steps) ended: the same words for both. */
const ENDED: Record<'passed' | 'failed' | 'skipped', Look> = {
  passed: { label: 'Passed', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
  skipped: { label: 'Skipped', palette: 'gray' },
};

/**
 * A run's status badge from the looks of its other states (queued, working…): an ended run reads
 * the same everywhere, and a skipped one is outlined (it did not happen).
 */
export function runStatusBadge<S extends string>(
  looks: Record<Exclude<S, keyof typeof ENDED>, Look>,
) {
  const all: Record<string, Look> = { ...ENDED, ...looks };
  return function RunStatusBadge({ status }: { status: S }) {
    return <LookBadge look={all[status] as Look} outline={status === 'skipped'} />;
  };
}
