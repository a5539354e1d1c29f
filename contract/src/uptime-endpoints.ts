import { endpoint, idParams } from './endpoint';
import { listOf, okSchema, pageQuerySchema } from './common';
import * as ops from './ops';

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
};
