import {
  Button,
  Field,
  Input,
  Stack,
  Text,
  apiErrorMessage,
  notify,
  useAddSite,
} from '@vigil/shared';
import { type FormEvent, useState } from 'react';
import { siteUrlError } from '../site-url';

/** Step 0: the first site's URL. */
export function AddSiteStep({ onAdded }: { onAdded: (siteId: string) => void }) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const addSite = useAddSite();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = siteUrlError(url);
    setError(problem);
    if (problem) return;
    addSite.mutate(
      { site_url: url.trim(), onboarding: true },
      {
        onSuccess: (site) => onAdded(site.id),
        onError: (failure) => notify.error(apiErrorMessage(failure, 'Contact support')),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Text color="fg.muted">
          Vigil will crawl it, scan every page and write your first test cases.
        </Text>
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>Site URL</Field.Label>
          <Input
            type="url"
            inputMode="url"
            placeholder="https://example.com"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
          {error ? (
            <Text role="alert" color="fg.error" textStyle="sm">
              {error}
            </Text>
          ) : null}
        </Field.Root>
        <Button
          type="submit"
          loading={addSite.isPending}
          alignSelf={{ base: 'stretch', sm: 'start' }}
        >
          Add site
        </Button>
      </Stack>
    </form>
  );
}
