import type { Account, BillingInfo, HomeMetrics, Member, ResponseOf } from '@vigil/contract';
import { atom } from 'jotai';

/** The signed-in user as kept in the session (a subset of the contract's `User`). */
export interface SessionAccount {
  id: string;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
}

/** Auth slice (product.md §3): tokens plus the signed-in account; all null when signed out. */
export interface AuthState {
  token: string | null;
  refreshToken: string | null;
  api_token: string | null;
  account: SessionAccount | null;
}

/** The GET /v1/ops/site list as stored in the siteData slice. */
export type SiteList = ResponseOf<'listSites'>;

export const signedOutAuth: AuthState = {
  token: null,
  refreshToken: null,
  api_token: null,
  account: null,
};

/** Session tokens and account. Persisted. */
export const authAtom = atom<AuthState>(signedOutAuth);
/** The team's plan and card (POST /v1/billing/info). Persisted. */
export const billingAtom = atom<BillingInfo | null>(null);
/** The team's sites (GET /v1/ops/site). Persisted. */
export const siteDataAtom = atom<SiteList | null>(null);
/** The team account (GET /v1/auth/account). Persisted. */
export const teamAtom = atom<Account | null>(null);
/** The caller's membership in the team (GET /v1/auth/member). Persisted. */
export const memberAtom = atom<Member | null>(null);
/** Home metrics; `open_issues` drives the sidebar's Issues badge. Persisted. */
export const metricsAtom = atom<HomeMetrics | null>(null);

/** True once `rehydrate()` has finished, whether it restored, found nothing or timed out. */
export const hydratedAtom = atom(false);

/** True while a session token is present. */
export const isSignedInAtom = atom((get) => Boolean(get(authAtom).token));
