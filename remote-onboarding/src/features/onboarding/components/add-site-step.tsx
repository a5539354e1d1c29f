import { Button, Field, Input, Stack, Text } from '@vigil/shared';
import type { AddedSite } from '../api/decide-entry';
import { useAddSiteForm } from '../hooks/use-add-site-form';

interface AddSiteStepProps {
  /** The site already added (the visitor came Back): shown, not offered again. */
  added: AddedSite | null;
  onAdded: (site: AddedSite) => void;
}

/** Step 0: the first site's URL. */
export function AddSiteStep({ added, onAdded }: AddSiteStepProps) {
  const form = useAddSiteForm(onAdded);

  if (added)
    return (
      <Text>
        Your site <strong>{added.site_url}</strong> is added and being processed.
      </Text>
    );
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate>
      <Stack gap="4">
        <Text color="fg.muted">
          Vigil will crawl it, scan every page and write your first test cases.
        </Text>
        <Field.Root invalid={Boolean(form.error)}>
          <Field.Label>Site URL</Field.Label>
          <Input
            type="url"
            inputMode="url"
            placeholder="https://example.com"
            value={form.url}
            onChange={(event) => form.setUrl(event.target.value)}
          />
          {form.error ? (
            <Text role="alert" color="fg.error" textStyle="sm">
              {form.error}
            </Text>
          ) : null}
        </Field.Root>
        <Button type="submit" loading={form.busy} alignSelf={{ base: 'stretch', sm: 'start' }}>
          Add site
        </Button>
      </Stack>
    </form>
  );
}
