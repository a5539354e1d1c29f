import type { Site } from '@vigil/contract';
import { Field } from '@vigil/shared';
import { Select, type SelectOption } from './select';

export interface SitePickerProps {
  sites: Pick<Site, 'id' | 'site_url'>[];
  /** The chosen site's id; null (or '') picks the `allLabel` option when there is one. */
  value: string | null;
  /** The chosen id, or null for the `allLabel` option. */
  onChange: (siteId: string | null) => void;
  /** The field's visible label; null where a surrounding group names the select. */
  label?: string | null;
  /** A first option that stands for no one site (a filter's "All sites"). */
  allLabel?: string;
  /**
   * How to name a value that is not among `sites` (a case's site beyond the first page of the
   * list), so the select still shows it instead of silently showing another site.
   */
  unlistedLabel?: string;
  required?: boolean;
  /** Caps the width from the small breakpoint up, for a select that sits in a row of filters. */
  narrow?: boolean;
}

/** One of the team's sites, by its address: a filter, a form's field or where a run goes. */
export function SitePicker({
  sites,
  value,
  onChange,
  label = 'Site',
  allLabel,
  unlistedLabel,
  required,
  narrow,
}: SitePickerProps) {
  const unlisted = value && unlistedLabel && !sites.some((site) => site.id === value);
  const options: SelectOption[] = [
    ...(allLabel === undefined ? [] : [{ value: '', label: allLabel }]),
    ...(unlisted ? [{ value, label: unlistedLabel }] : []),
    ...sites.map((site) => ({ value: site.id, label: site.site_url })),
  ];
  return (
    <Field.Root required={required} maxW={narrow ? { base: 'full', sm: '20rem' } : undefined}>
      {label === null ? null : <Field.Label>{label}</Field.Label>}
      <Select value={value ?? ''} options={options} onChange={(id) => onChange(id || null)} />
    </Field.Root>
  );
}
