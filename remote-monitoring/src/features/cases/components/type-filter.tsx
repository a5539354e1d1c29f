import type { Case } from '@vigil/contract';
import { Field, NativeSelect } from '@vigil/shared';

export interface TypeFilterProps {
  type: Case['type'] | null;
  onChange: (type: Case['type'] | null) => void;
}

/** "All types", generated (by Vigil from the site's pages) or recorded (written or imported). */
export function TypeFilter({ type, onChange }: TypeFilterProps) {
  return (
    <Field.Root maxW={{ base: 'full', sm: '12rem' }}>
      <Field.Label>Type</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={type ?? ''}
          onChange={(event) => onChange((event.currentTarget.value || null) as Case['type'] | null)}
        >
          <option value="">All types</option>
          <option value="generated">Generated</option>
          <option value="recorded">Recorded</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
