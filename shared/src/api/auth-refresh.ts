import { endpointPaths } from '@vigil/contract';
import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { loadContract } from '../contract/load-contract';
import { appStore } from '../store/app-store';
import { logout } from '../store/session';
import { authAtom } from '../store/slices';
import { expiresSoon } from './token-expiry';

const REFRESH_PATH = endpointPaths.refresh;

/** The session token each request was sent with, when the client added it. */
export const sessionTokenOf = new WeakMap<InternalAxiosRequestConfig, string>();

/** The path a request names, whether the caller gave a path or an absolute URL. */
function pathOf(config: InternalAxiosRequestConfig): string {
  return (config.url ?? '').replace(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '').split('?')[0] ?? '';
}

export function isRefreshRequest(config: InternalAxiosRequestConfig): boolean {
  return pathOf(config) === REFRESH_PATH;
}

// Billing calls skip the refresh (product.md §7): a 401 there must not sign the user out.
function skipsRefresh(config: InternalAxiosRequestConfig): boolean {
  return (
    Boolean(config.skipAuthRefresh) ||
    isRefreshRequest(config) ||
    pathOf(config).startsWith('/v1/billing/')
  );
}

let inFlight: Promise<string> | null = null;

// Refresh tokens rotate: both tokens are replaced, or the next refresh would reuse a dead one.
async function refreshSession(client: AxiosInstance): Promise<string> {
  try {
    const { refreshToken } = appStore.get(authAtom);
    if (!refreshToken) throw new Error('No refresh token');
    // Before the POST: the server rotates the tokens, so its answer must not wait on a fetch.
    const { refreshResponseSchema } = await loadContract();
    const response = await client.post(
      REFRESH_PATH,
      { refresh: refreshToken },
      { skipAuthRefresh: true },
    );
    const tokens = refreshResponseSchema.parse(response.data);
    appStore.set(authAtom, {
      ...appStore.get(authAtom),
      token: tokens.access,
      refreshToken: tokens.refresh,
    });
    return tokens.access;
  } catch (error) {
    logout();
    throw error;
  }
}

/** One refresh at a time: every 401 that arrives meanwhile waits for the same one. */
function refreshOnce(client: AxiosInstance): Promise<string> {
  inFlight ??= refreshSession(client).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * The access token to send now: refreshed first when it is about to expire, so that no call
 * meets an expired token, billing calls included (they skip the 401 refresh, product.md §7).
 * A failed refresh has signed the user out; the request then goes without a token.
 */
export async function currentToken(client: AxiosInstance): Promise<string | null> {
  const { token } = appStore.get(authAtom);
  if (!token || !expiresSoon(token)) return token;
  try {
    return await refreshOnce(client);
  } catch {
    return appStore.get(authAtom).token;
  }
}

/**
 * On a 401 to a request sent with the session token: refresh once, then retry with the new
 * token. If the refresh fails, logout() has run and the request rejects with its own 401.
 */
export function installAuthRefresh(client: AxiosInstance): void {
  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!axios.isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error;
    const config = error.config;
    const sentWith = sessionTokenOf.get(config);
    if (sentWith === undefined || skipsRefresh(config)) throw error;

    const current = appStore.get(authAtom).token;
    // Signed out since it was sent (say a failed refresh): nothing to refresh.
    if (!current) throw error;
    let token: string;
    if (current !== sentWith) {
      // Sent before a refresh that has finished since: retry with the new token.
      token = current;
    } else {
      try {
        token = await refreshOnce(client);
      } catch {
        throw error;
      }
    }
    config.headers.set('Authorization', `Bearer ${token}`);
    // A retry that is refused again just rejects; it must not start another refresh.
    return client.request({ ...config, skipAuthRefresh: true });
  });
}
