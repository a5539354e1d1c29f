import { apiErrorMessage, notify, useAddSite } from '@vigil/shared';
import { type FormEvent, useState } from 'react';
import type { AddedSite } from '../api/decide-entry';
import { siteUrlError } from '../site-url';

/**
 * Step 0's form: the URL checked with the contract's rules (loaded on first use, hence
 * `checking`), then added for onboarding; failures toast "Contact support" (product.md §8).
 */
export function useAddSiteForm(onAdded: (site: AddedSite) => void) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const addSite = useAddSite();
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

  return { url, setUrl, error, busy: addSite.isPending || checking, submit };
}
