import axios, { type InternalAxiosRequestConfig } from 'axios';
import { appStore } from '../store/app-store';
import { authAtom } from '../store/slices';
import { adoptClient } from './api-access';
import { currentToken, installAuthRefresh, isRefreshRequest, sessionTokenOf } from './auth-refresh';
import { CSRF_COOKIE, CSRF_HEADER, readCookie } from './csrf';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A 401 on this request just rejects: no token refresh, no logout. */
    skipAuthRefresh?: boolean;
  }
}

/**
 * The one HTTP client of every app: JSON, cookies included, CSRF echoed, Bearer token when signed
 * in, and a single-flight token refresh on 401 (see auth-refresh.ts). Nothing imports this file
 * statically but tests: `loadApi()` (api-access.ts) fetches it with the first request.
 */
export const api = axios.create({
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  withCredentials: true,
});

/** Each endpoint's method: needed only as a request is sent, so it comes with the client. */
export { endpointMethod } from '@vigil/contract';

const SAFE_METHODS = new Set(['get', 'head', 'options']);
let csrfPriming: Promise<unknown> | null = null;

/**
 * A first visit has no csrftoken cookie yet (the page itself comes from the gateway, not the API),
 * so before the first unsafe request one GET lets the server set it. Concurrent callers share it.
 */
async function ensureCsrfCookie(config: InternalAxiosRequestConfig) {
  if (SAFE_METHODS.has((config.method ?? 'get').toLowerCase()) || readCookie(CSRF_COOKIE)) return;
  csrfPriming ??= api.get('/v1/auth/csrf', { skipAuthRefresh: true }).finally(() => {
    csrfPriming = null;
  });
  await csrfPriming.catch(() => undefined); // the unsafe request then fails with the server's reason
}

async function authenticate(
  config: InternalAxiosRequestConfig,
): Promise<InternalAxiosRequestConfig> {
  await ensureCsrfCookie(config);
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf) config.headers.set(CSRF_HEADER, csrf);
  // A caller's own Authorization (reset-password's link token) wins; the refresh call goes bare.
  if (config.headers.has('Authorization') || isRefreshRequest(config)) return config;
  // Requests flagged skipAuthRefresh (the CSRF priming, retries) are part of a refresh already.
  const token = config.skipAuthRefresh ? appStore.get(authAtom).token : await currentToken(api);
  if (token) {
    config.headers.set('Authorization', `Bearer ${token}`);
    sessionTokenOf.set(config, token);
  }
  return config;
}

api.interceptors.request.use(authenticate);
installAuthRefresh(api);
adoptClient(api);
