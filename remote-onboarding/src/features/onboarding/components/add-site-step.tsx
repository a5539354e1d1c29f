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
import type { AddedSite } from '../api/decide-entry';
import { siteUrlError } from '../site-url';

interface AddSiteStepProps {
  /** The site already added (the visitor came Back): shown, not offered again. */
  added: AddedSite | null;
  onAdded: (site: AddedSite) => void;
}

/** Step 0: the first site's URL. */
export function AddSiteStep({ added, onAdded }: AddSiteStepProps) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const addSite = useAddSite();
  // The contract's rules may still be on their way (they load on first use).
  const [checking, setChecking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (checking || addSite.isPending) return;
    setChecking(true);
    let problem: string | null;
    try {
      problem = await siteUrlError(url);
    } catch (failure) {
      notify.error(apiErrorMessage(failure, 'Contact support'));
      return;
    } finally {
      setChecking(false);
    }
    setError(problem);
    if (problem) return;
    addSite.mutate(
      { site_url: url.trim(), onboarding: true },
      {
        onSuccess: (site) => onAdded({ id: site.id, site_url: site.site_url }),
        onError: (failure) => notify.error(apiErrorMessage(failure, 'Contact support')),
      },
    );
  }

  if (added)
    return (
      <Text>
        Your site <strong>{added.site_url}</strong> is added and being processed.
      </Text>
    );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
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
          loading={addSite.isPending || checking}
          alignSelf={{ base: 'stretch', sm: 'start' }}
        >
          Add site
        </Button>
      </Stack>
    </form>
  );
}
