import { endpointPaths } from '@vigil/contract';
import type { AxiosInstance } from 'axios';
import type { AppConfig } from '../config/runtime-config';
import { loadOnce } from '../lazy/load-once';
import { setSessionRevoker } from '../store/session';

/**
 * The axios client loads with the first request, not before the first screen (issue 18: axios is
 * 20 KB gzip that /login does not use until its form is sent). This module is what the first
 * screen holds instead: where the API is, and how to get the client.
 */
let apiBase: string | undefined;
let client: AxiosInstance | null = null;
const clientCode = loadOnce(() => import(/* webpackChunkName: "api-client" */ './client'));

/** Points the client at the deployment's API (from `loadRuntimeConfig()`), now or once loaded. */
export function configureApi(config: Pick<AppConfig, 'apiBase'>): void {
  apiBase = config.apiBase;
  if (client) client.defaults.baseURL = apiBase;
}

/** The API configured so far (undefined before configureApi), for requests sent without the client. */
export const configuredApiBase = (): string | undefined => apiBase;

/** client.ts hands its instance over as it is created; it then uses the configured API. */
export function adoptClient(instance: AxiosInstance): void {
  client = instance;
  if (apiBase !== undefined) instance.defaults.baseURL = apiBase;
}

/** The one HTTP client (client.ts), fetched on the first request. */
export const loadApi = (): Promise<AxiosInstance> => clientCode.load().then(({ api }) => api);

/** The client with what only a request needs beside it (each endpoint's method, for call.ts). */
export const loadClient = clientCode.load;

// Log out ends the sign-in on the server too; a 401 there must not start a refresh. Both entry
// points configure the API before anything renders; before that (screen tests) there is none.
setSessionRevoker(async (refresh) => {
  if (apiBase === undefined) return;
  const api = await loadApi();
  await api.post(endpointPaths.logout, { refresh }, { skipAuthRefresh: true });
});
