import { z } from 'zod';
import * as auth from './auth';
import * as billing from './billing';
import { idSchema, listOf, okSchema, pageQuerySchema } from './common';
import * as ops from './ops';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** public: anyone; user: a signed-in user (Bearer or Token); admin: an admin member of a team. */
export type Access = 'public' | 'user' | 'admin';

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Fastify-style path; `:name` segments are described by `params`. */
  path: string;
  access: Access;
  params: P;
  query: Q;
  body: B;
  response: R;
}

const none = z.object({}).strict();
const idParams = z.object({ id: idSchema });

function endpoint<
  P extends z.ZodType = typeof none,
  Q extends z.ZodType = typeof none,
  B extends z.ZodType = typeof none,
  R extends z.ZodType = z.ZodType,
>(spec: {
  method: HttpMethod;
  path: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}): Endpoint<P, Q, B, R> {
  return {
    ...spec,
    params: (spec.params ?? none) as P,
    query: (spec.query ?? none.loose()) as unknown as Q,
    body: (spec.body ?? z.unknown()) as unknown as B,
  };
}

/** Every call of product.md §7 (and the few of server.md §5 already served), in one table. */
export const endpoints = {
  login: endpoint({
    method: 'POST',
    path: '/v1/auth/login/',
    access: 'public',
    body: auth.loginBodySchema,
    response: auth.sessionSchema,
  }),
  register: endpoint({
    method: 'POST',
    path: '/v1/auth/register/',
    access: 'public',
    body: auth.registerBodySchema,
    response: auth.sessionSchema,
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/v1/auth/refresh/',
    access: 'public',
    body: auth.refreshBodySchema,
    response: auth.refreshResponseSchema,
  }),
  getAccount: endpoint({
    method: 'GET',
    path: '/v1/auth/account',
    access: 'user',
    response: auth.accountSchema,
  }),
  saveAccount: endpoint({
    method: 'POST',
    path: '/v1/auth/account',
    access: 'user',
    body: auth.accountBodySchema,
    response: auth.accountSchema,
  }),
  getMember: endpoint({
    method: 'GET',
    path: '/v1/auth/member',
    access: 'user',
    response: auth.memberSchema,
  }),
  saveMember: endpoint({
    method: 'POST',
    path: '/v1/auth/member',
    access: 'user',
    body: auth.memberBodySchema,
    response: auth.memberSchema,
  }),
  /** The team's members; `code` is null unless the caller is an admin (server.md §5). */
  listMembers: endpoint({
    method: 'GET',
    path: '/v1/auth/account/:id/members',
    access: 'user',
    params: idParams,
    query: pageQuerySchema,
    response: listOf(auth.memberSchema),
  }),
  /** Changes a member's type; the team's last active admin cannot be demoted (400). */
  updateMember: endpoint({
    method: 'PATCH',
    path: '/v1/auth/member/:id',
    access: 'admin',
    params: idParams,
    body: auth.memberTypeBodySchema,
    response: auth.memberSchema,
  }),
  /** Removes a member (or withdraws an invite); the user stays. Not the last active admin (400). */
  removeMember: endpoint({
    method: 'DELETE',
    path: '/v1/auth/member/:id',
    access: 'admin',
    params: idParams,
    response: auth.detailSchema,
  }),
  /** Regenerates the caller's API key; the old one stops working at once (server.md §5). */
  regenerateApiToken: endpoint({
    method: 'GET',
    path: '/v1/auth/token',
    access: 'user',
    response: auth.apiTokenSchema,
  }),
  /** The caller's current API key, e.g. after another session regenerated it. */
  getApiToken: endpoint({
    method: 'GET',
    path: '/v1/auth/token/current',
    access: 'user',
    response: auth.apiTokenSchema,
  }),
  /** The caller's own first and last name. */
  updateProfile: endpoint({
    method: 'PATCH',
    path: '/v1/auth/user',
    access: 'user',
    body: auth.profileBodySchema,
    response: auth.userSchema,
  }),
  /** Changes the caller's password; the current one is required (wrong: 400). */
  changePassword: endpoint({
    method: 'POST',
    path: '/v1/auth/password',
    access: 'user',
    body: auth.changePasswordBodySchema,
    // A fresh session: every other sign-in of the user has just ended.
    response: auth.sessionSchema,
  }),
  getResetLink: endpoint({
    method: 'POST',
    path: '/v1/auth/get-reset-link',
    access: 'public',
    body: auth.resetLinkBodySchema,
    response: auth.detailSchema,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/v1/auth/reset-password',
    access: 'public',
    body: auth.resetPasswordBodySchema,
    response: auth.detailSchema,
  }),
  /** Sets the csrftoken cookie on a first visit (any response does; this one does nothing else). */
  csrf: endpoint({
    method: 'GET',
    path: '/v1/auth/csrf',
    access: 'public',
    response: auth.detailSchema,
  }),
  /** The Google button's target: redirects to Google's consent screen (404 when not configured). */
  googleStart: endpoint({
    method: 'GET',
    path: '/v1/auth/google/start',
    access: 'public',
    response: z.unknown(),
  }),
  /** Google's redirect target: redirects on to /google-confirm, or /login?google=<failure>. */
  googleReturn: endpoint({
    method: 'GET',
    path: '/v1/auth/google',
    access: 'public',
    query: z.object({
      code: z.string().max(2048).optional(),
      state: z.string().max(512).optional(),
      error: z.string().max(256).optional(),
    }),
    response: z.unknown(),
  }),

  listSites: endpoint({
    method: 'GET',
    path: '/v1/ops/site',
    access: 'user',
    query: pageQuerySchema,
    response: listOf(ops.siteSchema),
  }),
  getSite: endpoint({
    method: 'GET',
    path: '/v1/ops/site/:id',
    access: 'user',
    params: idParams,
    response: ops.siteSchema,
  }),
  createSite: endpoint({
    method: 'POST',
    path: '/v1/ops/site',
    access: 'user',
    body: ops.siteCreateBodySchema,
    response: ops.siteSchema,
  }),
  listPages: endpoint({
    method: 'GET',
    path: '/v1/ops/page',
    access: 'user',
    query: pageQuerySchema.extend({ site_id: idSchema }),
    response: listOf(ops.pageSchema),
  }),
  getPage: endpoint({
    method: 'GET',
    path: '/v1/ops/page/:id',
    access: 'user',
    params: idParams,
    response: ops.pageSchema,
  }),
  crawlSite: endpoint({
    method: 'POST',
    path: '/v1/ops/site/:id/crawl',
    access: 'user',
    params: idParams,
    response: ops.processSchema,
  }),
  listProcesses: endpoint({
    method: 'GET',
    path: '/v1/ops/process',
    access: 'user',
    query: pageQuerySchema.extend({
      type: ops.processTypeSchema.optional(),
      site_id: idSchema.optional(),
    }),
    response: listOf(ops.processSchema),
  }),
  listSiteLinks: endpoint({
    method: 'GET',
    path: '/v1/ops/site/:id/links',
    access: 'user',
    params: idParams,
    query: pageQuerySchema.extend({ kind: ops.crawlLinkKindSchema.optional() }),
    response: listOf(ops.crawlLinkSchema),
  }),
  search: endpoint({
    method: 'GET',
    path: '/v1/ops/search',
    access: 'user',
    query: z.object({ query: z.string().max(200) }),
    response: z.array(ops.searchResultSchema),
  }),
  listScans: endpoint({
    method: 'GET',
    path: '/v1/ops/scan',
    access: 'user',
    query: pageQuerySchema.extend({ page_id: idSchema }),
    response: listOf(ops.scanSchema),
  }),
  getScan: endpoint({
    method: 'GET',
    path: '/v1/ops/scan/:id',
    access: 'user',
    params: idParams,
    response: ops.scanSchema,
  }),
  /** Starts a scan of one page or of every page of a site; answers the scans created (running). */
  createScan: endpoint({
    method: 'POST',
    path: '/v1/ops/scan',
    access: 'user',
    body: ops.scanCreateBodySchema,
    response: z.array(ops.scanSchema),
  }),
  /** A scan's file (screenshot PNG, page HTML), only for the owning team; the body is the file. */
  getArtifact: endpoint({
    method: 'GET',
    path: '/v1/ops/artifact/:id',
    access: 'user',
    params: idParams,
    response: z.unknown(),
  }),
  /** The page's printable report as a PDF (binary body, Content-Disposition attachment). */
  getPageReportPdf: endpoint({
    method: 'GET',
    path: '/v1/ops/page/:id/report.pdf',
    access: 'user',
    params: idParams,
    response: z.unknown(),
  }),
  listCases: endpoint({
    method: 'GET',
    path: '/v1/ops/case',
    access: 'user',
    query: pageQuerySchema.extend({ site_id: idSchema.optional() }),
    response: listOf(ops.caseSchema),
  }),
  getCase: endpoint({
    method: 'GET',
    path: '/v1/ops/case/:id',
    access: 'user',
    params: idParams,
    response: ops.caseSchema,
  }),
  /** Newest first; `status` and `search` (within the title) narrow the list. */
  listIssues: endpoint({
    method: 'GET',
    path: '/v1/ops/issue',
    access: 'user',
    query: pageQuerySchema.extend(ops.issueListQuerySchema.shape),
    response: listOf(ops.issueSchema),
  }),
  getIssue: endpoint({
    method: 'GET',
    path: '/v1/ops/issue/:id',
    access: 'user',
    params: idParams,
    response: ops.issueSchema,
  }),
  createIssue: endpoint({
    method: 'POST',
    path: '/v1/ops/issue',
    access: 'user',
    body: ops.issueCreateBodySchema,
    response: ops.issueSchema,
  }),
  /** Edits an issue; closing stamps time_closed, reopening clears it. */
  updateIssue: endpoint({
    method: 'POST',
    path: '/v1/ops/issue/:id',
    access: 'user',
    params: idParams,
    body: ops.issueUpdateBodySchema,
    response: ops.issueSchema,
  }),
  closeIssues: endpoint({
    method: 'POST',
    path: '/v1/ops/issue/close',
    access: 'user',
    body: ops.issueBulkCloseBodySchema,
    response: ops.issueBulkCloseResultSchema,
  }),
  /** The team's API request log (requests made with a Token key), newest first. */
  listApiLogs: endpoint({
    method: 'GET',
    path: '/v1/ops/log',
    access: 'user',
    query: pageQuerySchema.extend(ops.apiLogQuerySchema.shape),
    response: listOf(ops.apiLogSchema),
  }),
  /** One logged request with its (redacted) payloads; another team's id: 404. */
  getApiLog: endpoint({
    method: 'GET',
    path: '/v1/ops/log/:id',
    access: 'user',
    params: idParams,
    response: ops.apiLogDetailSchema,
  }),
  homeMetrics: endpoint({
    method: 'GET',
    path: '/v1/ops/metrics/home',
    access: 'user',
    response: ops.homeMetricsSchema,
  }),
  /** A site's daily score trend (average of its pages' scans); another team's site: 404. */
  siteScoreTrend: endpoint({
    method: 'GET',
    path: '/v1/ops/metrics/site',
    access: 'user',
    query: z.object({ site_id: idSchema, days: ops.scoreTrendDaysSchema }),
    response: ops.scoreTrendSchema,
  }),
  /** A page's daily score trend; another team's page: 404. */
  pageScoreTrend: endpoint({
    method: 'GET',
    path: '/v1/ops/metrics/page',
    access: 'user',
    query: z.object({ page_id: idSchema, days: ops.scoreTrendDaysSchema }),
    response: ops.scoreTrendSchema,
  }),

  stripeKey: endpoint({
    method: 'POST',
    path: '/v1/billing/stripe/key',
    access: 'admin',
    response: billing.stripeKeySchema,
  }),
  billingInfo: endpoint({
    method: 'POST',
    path: '/v1/billing/info',
    access: 'admin',
    response: billing.billingInfoSchema,
  }),
  subscriptionUrl: endpoint({
    method: 'GET',
    path: '/v1/billing/subscription/url',
    access: 'admin',
    response: billing.subscriptionUrlSchema,
  }),
  couponSearch: endpoint({
    method: 'GET',
    path: '/v1/billing/coupon/search',
    access: 'admin',
    query: billing.couponQuerySchema,
    response: billing.couponSearchSchema,
  }),
  subscriptionSetup: endpoint({
    method: 'POST',
    path: '/v1/billing/subscription/setup',
    access: 'admin',
    body: billing.planUpdateBodySchema,
    response: billing.setupResponseSchema,
  }),
  subscriptionComplete: endpoint({
    method: 'POST',
    path: '/v1/billing/subscription/complete',
    access: 'admin',
    body: billing.completeBodySchema,
    response: okSchema,
  }),
  listInvoices: endpoint({
    method: 'GET',
    path: '/v1/billing/invoices',
    access: 'admin',
    query: pageQuerySchema,
    response: listOf(billing.invoiceSchema),
  }),
  /** Stripe's deliveries: authenticated by their Stripe-Signature over the raw body, not a user. */
  stripeWebhook: endpoint({
    method: 'POST',
    path: '/v1/billing/stripe/webhook',
    access: 'public',
    response: billing.webhookReceiptSchema,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type BodyOf<N extends EndpointName> = z.input<Endpoints[N]['body']>;
export type QueryOf<N extends EndpointName> = z.input<Endpoints[N]['query']>;
export type ResponseOf<N extends EndpointName> = z.infer<Endpoints[N]['response']>;

/** Auth endpoints answer errors as `{detail}`, the rest as `{reason}` (server.md §1). */
export function errorStyleFor(path: string): 'detail' | 'reason' {
  return path.startsWith('/v1/auth/') ? 'detail' : 'reason';
}

/** Fills `:name` segments of an endpoint path. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([a-z_]+)/gi, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
