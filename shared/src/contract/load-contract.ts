import type * as LazyContractModule from './lazy-contract';

type LazyContract = typeof LazyContractModule;

let loading: Promise<LazyContract> | null = null;

/**
 * The endpoint table and the schemas, fetched once on first use (see lazy-contract.ts). A failed
 * fetch (the network dropped) is not remembered: the next call tries again.
 */
export function loadContract(): Promise<LazyContract> {
  loading ??= import(/* webpackChunkName: "contract" */ './lazy-contract').catch((error) => {
    loading = null;
    throw error;
  });
  return loading;
}
