import { fireEvent, render, screen } from '@testing-library/react';
import { AppProviders, useAddSite } from '@vigil/shared';

function AddSiteButton({ siteUrl }: { siteUrl: string }) {
  const add = useAddSite();
  return <button onClick={() => add.mutate({ site_url: siteUrl })}>add site elsewhere</button>;
}

/**
 * Adds a site the way the host's Add Site dialog does (the shared mutation), from another React
 * tree under the same providers: what this remote's screens show must follow through the cache.
 */
export function addSiteElsewhere(siteUrl: string) {
  render(
    <AppProviders>
      <AddSiteButton siteUrl={siteUrl} />
    </AppProviders>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'add site elsewhere' }));
}
