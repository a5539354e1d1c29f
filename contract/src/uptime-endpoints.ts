import { z } from 'zod';
import { endpoint, idParams } from './endpoint';
import { listOf, okSchema, pageQuerySchema } from './common';
import * as ops from './ops';

/**
 * A heartbeat's secret token, 43 characters of base64url (32 random bytes). Named `id` as every
 * other path parameter (it names the monitor), though it is no UUID.
 */
const heartbeatParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/** Uptime monitors (issue 46); contributors may manage them, as schedules and alerts. */
export const uptimeEndpoints = {
  /** The team's monitors, newest first, each with its state and uptime. */
  listMonitors: endpoint({
    method: 'GET',
    path: '/v1/ops/monitor',
    access: 'member',
    query: pageQuerySchema,
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
};
