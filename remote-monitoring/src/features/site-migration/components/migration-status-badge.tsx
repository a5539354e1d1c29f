import type { SiteMigration } from '@vigil/contract';
import { LookBadge, type Look } from '../../../components/look-badge';

const LOOK: Record<SiteMigration['status'], Look> = {
  passed: { label: 'Same', palette: 'green' },
  failed: { label: 'Different', palette: 'red' },
  working: { label: 'Comparing…', palette: 'blue' },
};

/** A migration's or a path's outcome: the same on both hosts, different, or still comparing. */
export const MigrationStatusBadge = ({ status }: { status: SiteMigration['status'] }) => (
  <LookBadge look={LOOK[status]} />
);
