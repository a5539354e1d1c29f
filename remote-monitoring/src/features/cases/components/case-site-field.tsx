import type { Site } from '@vigil/contract';
import { Field, NativeSelect } from '@vigil/shared';

export interface CaseSiteFieldProps {
  sites: Site[];
  siteId: string;
  onChange: (siteId: string) => void;
}

/** The site a new case is for: its paths are resolved against it and it runs there first. */
export function CaseSiteField({ sites, siteId, onChange }: CaseSiteFieldProps) {
  return (
    <Field.Root required>
      <Field.Label>Site</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={siteId}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {sites.map((site) => (
            <option key={site.id} value={site.id}>
              {site.site_url}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
