import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { PrimitiveAtom } from 'jotai';
import { appStore } from '../store/app-store';
import { billingAtom, memberAtom, metricsAtom, siteDataAtom, teamAtom } from '../store/slices';
import { accountKeys } from './account/keys';
import { billingKeys } from './billing/keys';
import { memberKeys } from './member/keys';
import { metricsKeys } from './metrics/keys';
import { sitesKeys } from './sites/keys';

type Mirror = { key: QueryKey; write: (data: unknown) => void };

const mirror = <T>(key: QueryKey, slice: PrimitiveAtom<T | null>): Mirror => ({
  key,
  write: (data) => appStore.set(slice, data as T),
});

/**
 * The five persisted server-data slices (product.md §3) and the query each one copies. This is
 * the only place they are written (besides rehydration and logout): whatever fetches or sets one
 * of these queries (a screen, the shell, a mutation, a loader) updates the slice with it.
 */
const MIRRORS = new Map(
  [
    mirror(accountKeys.team(), teamAtom),
    mirror(memberKeys.me(), memberAtom),
    mirror(sitesKeys.list(1), siteDataAtom),
    mirror(metricsKeys.home(), metricsAtom),
    mirror(billingKeys.info(), billingAtom),
  ].map((entry) => [hashKey(entry.key), entry.write]),
);

/** Copies every successful answer of a mirrored query into its slice. */
export function mirrorPersistedSlices(client: QueryClient): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    MIRRORS.get(event.query.queryHash)?.(event.query.state.data);
  });
}
