import { href, type Session } from '@vigil/contract';
import { appStore } from './app-store';
import { clearPersistedState } from './persistence';
import { authAtom } from './slices';

/** Where logout sends the user. */
export const LOGIN_PATH = href.login;

/** Client-side navigation, as the host's router provides it. */
export type NavigateFn = (path: string) => void;

// A full page load works without a router; the host swaps in its router's navigate.
const pageLoad: NavigateFn = (path) => window.location.assign(path);
let navigate: NavigateFn = pageLoad;

/**
 * Registers how shared code (logout, the API client) navigates. Returns an unregister function
 * for effect clean-ups; it restores the page-load default if `next` is still the active one.
 */
export function setNavigator(next: NavigateFn): () => void {
  navigate = next;
  return () => {
    if (navigate === next) navigate = pageLoad;
  };
}

/** Ends a sign-in on the server (POST /v1/auth/logout/ with its refresh token). */
export type RevokeSessionFn = (refreshToken: string) => Promise<unknown>;

// The API client registers the real one; this module must not import the client (it imports us).
let revokeOnServer: RevokeSessionFn = () => Promise.resolve();

/** Registers how logout ends the sign-in on the server (the API client does, once). */
export function setSessionRevoker(next: RevokeSessionFn): void {
  revokeOnServer = next;
}

// The query cache (data/query-client.ts) hands in how to empty it when it is made: its files
// import this store, so the store must not import the cache.
let resetQueryCache: () => void = () => undefined;

/** Registers how logout empties the query cache (the cache does, once, as it is made). */
export function setQueryCacheReset(next: () => void): void {
  resetQueryCache = next;
}

/** Stores a login/register/Google session (contract `Session`) as the auth slice. */
export function signIn(session: Session): void {
  const { id, email, username, first_name, last_name } = session.user;
  appStore.set(authAtom, {
    token: session.token,
    refreshToken: session.refresh,
    api_token: session.api_token,
    account: { id, email, username, first_name, last_name },
  });
}

/** The signed-in user's new name (PATCH /v1/auth/user): the shell shows it at once. */
export function renameSessionAccount(first_name: string, last_name: string): void {
  const auth = appStore.get(authAtom);
  if (auth.account)
    appStore.set(authAtom, { ...auth, account: { ...auth.account, first_name, last_name } });
}

/** A regenerated API key: the session must not keep handing out the dead one. */
export function replaceSessionApiToken(api_token: string): void {
  const auth = appStore.get(authAtom);
  if (auth.token) appStore.set(authAtom, { ...auth, api_token });
}

/**
 * Clears auth, billing, site data, team, member and metrics (and their stored copy) and the query
 * cache (the next user must not see this team's data), then goes to /login. The server is then
 * asked to revoke the refresh token, so a copy of it cannot renew the session; best effort: the
 * local sign-out has happened whatever the server answers.
 */
export function logout(): void {
  const { refreshToken } = appStore.get(authAtom);
  resetQueryCache();
  clearPersistedState();
  navigate(LOGIN_PATH);
  if (refreshToken) revokeOnServer(refreshToken).catch(() => undefined);
}
