import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { PrimitiveAtom } from 'jotai';
import { appStore } from '../store/app-store';
import { billingAtom, memberAtom, metricsAtom, siteDataAtom, teamAtom } from '../store/slices';
import { accountKeys } from './account/keys';
import { billingKeys } from './billing/keys';
import { memberKeys } from './member/keys';
import { metricsKeys } from './metrics/keys';
import { sitesKeys } from './sites/keys';

type Mirror = { key: QueryKey; slice: PrimitiveAtom<unknown> };

const mirror = <T>(key: QueryKey, slice: PrimitiveAtom<T | null>): Mirror => ({
  key,
  slice: slice as PrimitiveAtom<unknown>,
});

/**
 * The five persisted server-data slices (product.md §3) and the query each one copies. This is
 * the only place they are written (besides rehydration and logout): whatever fetches or sets one
 * of these queries (a screen, the shell, a mutation, a loader) updates the slice with it.
 */
const SLICE_QUERIES = [
  mirror(accountKeys.team(), teamAtom),
  mirror(memberKeys.me(), memberAtom),
  mirror(sitesKeys.list(1), siteDataAtom),
  mirror(metricsKeys.home(), metricsAtom),
  mirror(billingKeys.info(), billingAtom),
];
const MIRRORS = new Map(SLICE_QUERIES.map(({ key, slice }) => [hashKey(key), slice]));

/**
 * Copies every successful answer of a mirrored query into its slice. A stored answer (see
 * seedQueriesFromSlices) whose refetch failed is dropped from the query, never its slice: the
 * screen then shows the failure as it would have without it, not last visit's figures as current.
 */
export function mirrorPersistedSlices(client: QueryClient): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const slice = MIRRORS.get(event.query.queryHash);
    if (!slice) return;
    if (event.action.type === 'success') appStore.set(slice, event.query.state.data);
    const unconfirmed =
      event.query.state.dataUpdatedAt === 0 && event.query.state.data !== undefined;
    if (event.action.type === 'error' && unconfirmed) event.query.setState({ data: undefined });
  });
}

/**
 * The other way, once, after rehydration: each stored slice becomes its query's first answer,
 * dated 0 so it is stale. A screen then draws the last known figures at once and fetches fresh
 * ones as it mounts, instead of showing skeletons until four API calls have answered (issue 18:
 * Home's first paint). A query that already has an answer keeps it.
 */
export function seedQueriesFromSlices(client: QueryClient): void {
  for (const { key, slice } of SLICE_QUERIES) {
    const stored = appStore.get(slice);
    if (stored === null || client.getQueryData(key) !== undefined) continue;
    client.setQueryData(key, stored, { updatedAt: 0 });
  }
}
