import { z } from 'zod';
import { endpoint, idParams } from './endpoint';
import { idSchema, listOf, okSchema, pageQuerySchema } from './common';
import * as ops from './ops';

/**
 * A heartbeat's secret token, 43 characters of base64url (32 random bytes). Named `id` as every
 * other path parameter (it names the monitor), though it is no UUID.
 */
const heartbeatParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/**
 * A status page's slug as a path parameter: any short text, so that a malformed one is the same
 * plain 404 page as an unknown one (the public never gets a JSON error from a page URL).
 */
const statusSlugParams = z.object({ slug: z.string().max(200) });

/** Uptime monitors (issue 46); contributors may manage them, as schedules and alerts. */
export const uptimeEndpoints = {
  /**
   * The team's monitors, newest first, each with its state and uptime. `state`, `site_id` (a
   * site not the team's answers 404) and `q` (within the name or URL, any case) narrow the list.
   */
  listMonitors: endpoint({
    method: 'GET',
    path: '/v1/ops/monitor',
    access: 'member',
    query: pageQuerySchema.extend({
      state: ops.monitorStateSchema.optional(),
      site_id: idSchema.optional(),
      q: z.string().max(200).optional(),
    }),
    response: listOf(ops.monitorSchema),
  }),
  /** 201; an interval below the plan's floor is 400 naming `interval_seconds`. */
  createMonitor: endpoint({
    method: 'POST',
    path: '/v1/ops/monitor',
    access: 'member',
    status: 201,
    body: ops.monitorCreateBodySchema,
    response: ops.monitorSchema,
  }),
  getMonitor: endpoint({
    method: 'GET',
    path: '/v1/ops/monitor/:id',
    access: 'member',
    params: idParams,
    response: ops.monitorSchema,
  }),
  updateMonitor: endpoint({
    method: 'PATCH',
    path: '/v1/ops/monitor/:id',
    access: 'member',
    params: idParams,
    body: ops.monitorUpdateBodySchema,
    response: ops.monitorSchema,
  }),
  deleteMonitor: endpoint({
    method: 'DELETE',
    path: '/v1/ops/monitor/:id',
    access: 'member',
    params: idParams,
    response: okSchema,
  }),
  /**
   * Checks the monitor now and answers the result; not stored, so it neither counts in the
   * uptime nor changes the state (the next scheduled check does).
   */
  checkMonitor: endpoint({
    method: 'POST',
    path: '/v1/ops/monitor/:id/check',
    access: 'member',
    params: idParams,
    response: ops.monitorResultSchema,
  }),
  /** The monitor's checks, newest first (kept for the plan's retention). */
  listMonitorResults: endpoint({
    method: 'GET',
    path: '/v1/ops/monitor/:id/results',
    access: 'member',
    params: idParams,
    query: pageQuerySchema,
    response: listOf(ops.monitorResultSchema),
  }),
  /**
   * A heartbeat monitor's ping, called by the customer's cron job without signing in: the secret
   * URL is the credential. An unknown token is 404; a ping to a paused monitor is noted only.
   */
  pingHeartbeat: endpoint({
    method: 'POST',
    path: '/v1/heartbeat/:id',
    access: 'public',
    params: heartbeatParams,
    response: okSchema,
  }),
  /** The same ping by GET, for jobs that can only fetch a URL (`curl -fsS <url>`). */
  pingHeartbeatGet: endpoint({
    method: 'GET',
    path: '/v1/heartbeat/:id',
    access: 'public',
    params: heartbeatParams,
    response: okSchema,
  }),
  /** The team's status pages, newest first. */
  listStatusPages: endpoint({
    method: 'GET',
    path: '/v1/ops/status-page',
    access: 'member',
    query: pageQuerySchema,
    response: listOf(ops.statusPageSchema),
  }),
  /** 201; a slug another page (of any team) has is 400 naming `slug`. */
  createStatusPage: endpoint({
    method: 'POST',
    path: '/v1/ops/status-page',
    access: 'member',
    status: 201,
    body: ops.statusPageCreateBodySchema,
    response: ops.statusPageSchema,
  }),
  getStatusPage: endpoint({
    method: 'GET',
    path: '/v1/ops/status-page/:id',
    access: 'member',
    params: idParams,
    response: ops.statusPageSchema,
  }),
  updateStatusPage: endpoint({
    method: 'PATCH',
    path: '/v1/ops/status-page/:id',
    access: 'member',
    params: idParams,
    body: ops.statusPageUpdateBodySchema,
    response: ops.statusPageSchema,
  }),
  deleteStatusPage: endpoint({
    method: 'DELETE',
    path: '/v1/ops/status-page/:id',
    access: 'member',
    params: idParams,
    response: okSchema,
  }),
  /**
   * The public reads below sit outside /v1/ (short addresses a team hands out; both gateways send
   * /status/ and /badge/ to the API); the API answers their earlier /v1/ addresses too.
   *
   * The public status page, server-rendered HTML without sign-in or script (it works when the
   * app does not); cacheable for 30 s. An unknown slug is a plain 404 page.
   */
  getPublicStatusPage: endpoint({
    method: 'GET',
    path: '/status/:slug',
    access: 'public',
    media: 'text/html',
    params: statusSlugParams,
    response: z.unknown(),
  }),
  /** The same page as JSON for other tools; cacheable for 30 s. */
  getStatusFeed: endpoint({
    method: 'GET',
    path: '/status/:slug/feed.json',
    access: 'public',
    params: statusSlugParams,
    response: ops.statusFeedSchema,
  }),
  /**
   * An SVG badge of a monitor shown on some status page (state and uptime %); any other
   * monitor is 404, so a badge never tells more than a status page does. Cacheable for 30 s.
   */
  getStatusBadge: endpoint({
    method: 'GET',
    path: '/badge/:id/status.svg',
    access: 'public',
    media: 'image/svg+xml',
    params: idParams,
    query: ops.statusBadgeQuerySchema,
    response: z.unknown(),
  }),
  /** The same monitor's uptime alone over `?period=` ("uptime 30d · 99.95 %"), coloured by it. */
  getUptimeBadge: endpoint({
    method: 'GET',
    path: '/badge/:id/uptime.svg',
    access: 'public',
    media: 'image/svg+xml',
    params: idParams,
    query: ops.statusBadgeQuerySchema,
    response: z.unknown(),
  }),
};
