import { contractSourceVersion } from '@vigil/contract/source-version';

/**
 * The contract this API checks its answers with, read once at start-up: route.ts names it on every
 * answer its response schema passed (CONTRACT_VERSION_HEADER), decision 014.
 */
export const CONTRACT_VERSION = contractSourceVersion();
