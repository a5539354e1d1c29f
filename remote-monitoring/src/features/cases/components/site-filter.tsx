import type { Site } from '@vigil/contract';
import { Field, NativeSelect } from '@vigil/shared';

export interface SiteFilterProps {
  sites: Site[];
  siteId: string | null;
  onChange: (siteId: string | null) => void;
}

/** "All sites" or one of the team's sites. */
export function SiteFilter({ sites, siteId, onChange }: SiteFilterProps) {
  return (
    <Field.Root maxW={{ base: 'full', sm: '20rem' }}>
      <Field.Label>Site</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={siteId ?? ''}
          onChange={(event) => onChange(event.currentTarget.value || null)}
        >
          <option value="">All sites</option>
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
