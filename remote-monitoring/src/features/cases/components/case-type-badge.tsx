import type { Case } from '@vigil/contract';
import { LookBadge, type Look } from '../../../components/look-badge';

const LOOK: Record<Case['type'], Look> = {
  generated: { label: 'Generated', palette: 'purple' },
  recorded: { label: 'Recorded', palette: 'teal' },
};

/** Whether Vigil generated the case from the site's pages or someone recorded it. */
export const CaseTypeBadge = ({ type }: { type: Case['type'] }) => <LookBadge look={LOOK[type]} />;
