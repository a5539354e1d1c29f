import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { siteDataAtom, type SiteList, useAtomValue } from '@vigil/shared';
import { useEffect, useRef } from 'react';

// Which sites, not which object: the shell re-reads an unchanged list on every mount.
const signatureOf = (sites: SiteList | null) =>
  sites ? `${sites.count}:${sites.results.map((site) => site.id).join(',')}` : '';

/**
 * The host's Add Site dialog reloads the session's site list (siteData slice) after adding a
 * site; a different list there is this remote's cue that its cached lists and counts are stale.
 */
export function useRefreshOnHostSiteChange(keys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  const signature = signatureOf(useAtomValue(siteDataAtom));
  const seen = useRef(signature);
  useEffect(() => {
    if (seen.current === signature) return;
    seen.current = signature;
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    // `keys` is a fresh array each render; only the host's list changing matters here.
  }, [signature]);
}
