import {
  accountSchema,
  billingInfoSchema,
  endpoints,
  homeMetricsSchema,
  memberSchema,
} from '@vigil/contract';
import { z } from 'zod';
import { PERSIST_VERSION } from './persisted-state';
import { signedOutAuth } from './slices';

const sessionAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});

const authStateSchema = z.object({
  token: z.string().nullable(),
  refreshToken: z.string().nullable(),
  api_token: z.string().nullable(),
  account: sessionAccountSchema.nullable(),
});

/**
 * The document stored under PERSIST_KEY. Each slice falls back on its own: a stale cached site
 * list must not also sign the user out. Loaded with the contract (lazy-contract.ts): before use
 * for a document another build wrote, after the first screen for one this build wrote (012).
 */
export const persistedStateSchema = z.object({
  version: z.literal(PERSIST_VERSION),
  auth: authStateSchema.catch(signedOutAuth),
  billing: billingInfoSchema.nullable().catch(null),
  siteData: endpoints.listSites.response.nullable().catch(null),
  team: accountSchema.nullable().catch(null),
  member: memberSchema.nullable().catch(null),
  metrics: homeMetricsSchema.nullable().catch(null),
});
