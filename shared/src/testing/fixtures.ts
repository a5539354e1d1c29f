import {
  type Account,
  type BillingInfo,
  type HomeMetrics,
  type Member,
  type Session,
  defaultBillingInfo,
  defaultLimits,
} from '@vigil/contract';
import type { AppConfig } from '../config/app-config-check';
import type { AuthState, SessionAccount, SiteList } from '../store/slices';

/** The fixtures' signed-in user, as the session keeps it. */
const ADA: SessionAccount = {
  id: '3f0c1a52-7c59-4d3e-9a57-2b1f0a6a2a11',
  username: 'ada@example.com',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
};

/** A contract-valid session as login returns it. */
export function sessionFixture(overrides: Partial<Session> = {}): Session {
  return {
    token: 'access-1',
    refresh: 'refresh-1',
    api_token: 'api-key-1',
    user: {
      ...ADA,
      is_active: true,
      created: '2026-01-01T00:00:00Z',
      updated: '2026-01-01T00:00:00Z',
    },
    ...overrides,
  };
}

/** The auth slice (and the stored document's `auth`) once `sessionFixture()` has signed in. */
export function authFixture(): AuthState {
  return {
    token: 'access-1',
    refreshToken: 'refresh-1',
    api_token: 'api-key-1',
    account: { ...ADA },
  };
}

const TEAM_ID = '7d1e6b0a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const SITE_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

/** One value per persisted slice besides auth, each valid against its contract schema. */
export function slicesFixture() {
  return {
    billing: {
      ...defaultBillingInfo,
      plan: { ...defaultBillingInfo.plan, usage: { ...defaultLimits } },
    } satisfies BillingInfo,
    siteData: {
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: SITE_ID,
          site_url: 'https://example.com',
          time_created: '2026-01-01T00:00:00Z',
          time_crawl_started: null,
          time_crawl_completed: null,
          onboarding: true,
          info: { latest_scan: null, latest_test: null },
          tags: [],
        },
      ],
    } satisfies SiteList,
    team: {
      id: TEAM_ID,
      name: 'Analytical Engines',
      type: 'free',
      code: 'team-code',
      info: { survey: [] },
      usage: {
        sites: 1,
        scans: 0,
        tests: 0,
        caseruns: 0,
        flowruns: 0,
        schedules: 0,
        monitors: 0,
        period_start: '2026-01-01T00:00:00Z',
      },
      limits: { ...defaultLimits },
      meta: { coupon: null },
      slack: null,
      time_created: '2026-01-01T00:00:00Z',
    } satisfies Account,
    member: {
      id: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
      account: TEAM_ID,
      email: 'ada@example.com',
      phone: '+1 (555) 123-4567',
      status: 'active',
      type: 'admin',
      code: null,
      time_created: '2026-01-01T00:00:00Z',
    } satisfies Member,
    metrics: { open_issues: 3, sites: 1, pages: 3 } satisfies HomeMetrics,
  };
}

/** A deployment's /config/app.json, every field set (the runtime config tests read it). */
export function appConfigFixture(): AppConfig {
  return {
    apiBase: 'https://api.vigil.test',
    links: {
      support: 'https://chat.vigil.test',
      docs: 'https://docs.vigil.test',
      site: 'https://vigil.test',
      terms: 'https://vigil.test/terms',
      privacy: 'https://vigil.test/privacy',
      installDocs: 'https://docs.vigil.test/install',
    },
    google: true,
  };
}
