import type { RemoteRegistry } from './registry';

/*
 * The registry the host started with, apart from its zod schema: the resilience plugin reads it
 * from the entry script (main.js), which must not carry zod and the contract (issue 18: the
 * entry only holds the federation runtime).
 */
let current: RemoteRegistry = {};
/** The registry the host started with (for reports and forced re-registration). */
export const getRegistry = () => current;
export const setRegistry = (registry: RemoteRegistry) => {
  current = registry;
};
