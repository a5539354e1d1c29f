import { loadOnce } from '../lazy/load-once';

/** The endpoint table and the schemas (lazy-contract.ts), fetched once on first use. */
const contract = loadOnce(() =>
  import(/* webpackChunkName: "contract" */ './build-contract').then((code) =>
    code.buildContract(),
  ),
);

export const loadContract = contract.load;
/** The contract once it has arrived, else undefined (for code that must answer synchronously). */
export const loadedContract = contract.loaded;
/** Resolves when something else has loaded the contract (it does not fetch it). */
export const contractArrival = contract.arrival;
