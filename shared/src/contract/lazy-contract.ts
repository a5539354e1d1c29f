/**
 * The contract's values the browser needs only once it talks to the API: the endpoint table with
 * every schema, and with them zod (about 35 KB gzip, and their construction is main-thread work).
 * Nothing imports this file statically: `loadContract()` fetches it as its own chunk on first use,
 * so no first screen waits for it. Paths alone are in `endpointPaths`, which costs no zod.
 */
export { endpoints, refreshResponseSchema, siteCreateBodySchema } from '@vigil/contract';
export { persistedStateSchema } from '../store/persisted-schema';
export { replaceRejectedSlices } from '../store/replace-rejected-slices';
