import { createStore } from 'jotai';

/**
 * The one jotai store of the whole app. It lives in this federation singleton, so the host and
 * every remote read and write the same atoms whether or not they render under `AppProviders`.
 */
export const appStore = createStore();
