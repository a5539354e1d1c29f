/**
 * The response header in which the API names the contract it checked the answer with
 * (contract/src/node/source-version.ts): a browser built from the same contract takes such an
 * answer as it came instead of checking it a second time (shared/src/api/checked-answer.ts,
 * decision 014). No schema here, so that a browser reads it without zod.
 */
export const CONTRACT_VERSION_HEADER = 'vigil-contract';
