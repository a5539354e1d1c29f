import type { Case } from '@vigil/contract';
import { Field } from '@vigil/shared';
import { Select } from '../../../components/select';

const TYPES = [
  { value: '', label: 'All types' },
  { value: 'generated', label: 'Generated' },
  { value: 'recorded', label: 'Recorded' },
];

export interface TypeFilterProps {
  type: Case['type'] | null;
  onChange: (type: Case['type'] | null) => void;
}

/** "All types", generated (by Vigil from the site's pages) or recorded (written or imported). */
export function TypeFilter({ type, onChange }: TypeFilterProps) {
  return (
    <Field.Root maxW={{ base: 'full', sm: '12rem' }}>
      <Field.Label>Type</Field.Label>
      <Select
        value={type ?? ''}
        options={TYPES}
        onChange={(value) => onChange((value || null) as Case['type'] | null)}
      />
    </Field.Root>
  );
}
