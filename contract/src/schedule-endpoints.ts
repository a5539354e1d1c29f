import { endpoint, idParams } from './endpoint';
import { listOf, okSchema, pageQuerySchema } from './common';
import * as ops from './ops';

/** Schedules and alerts (issue 15); contributors may manage both. */
export const scheduleEndpoints = {
  listSchedules: endpoint({
    method: 'GET',
    path: '/v1/ops/schedule',
    access: 'member',
    query: pageQuerySchema,
    response: listOf(ops.scheduleSchema),
  }),
  createSchedule: endpoint({
    method: 'POST',
    path: '/v1/ops/schedule',
    access: 'member',
    status: 201,
    body: ops.scheduleCreateBodySchema,
    response: ops.scheduleSchema,
  }),
  /** The cost preview: the create body checked as on create, nothing saved. */
  previewScheduleCost: endpoint({
    method: 'POST',
    path: '/v1/ops/schedule/preview',
    access: 'member',
    body: ops.scheduleCreateBodySchema,
    response: ops.scheduleCostSchema,
  }),
  getSchedule: endpoint({
    method: 'GET',
    path: '/v1/ops/schedule/:id',
    access: 'member',
    params: idParams,
    response: ops.scheduleSchema,
  }),
  updateSchedule: endpoint({
    method: 'PATCH',
    path: '/v1/ops/schedule/:id',
    access: 'member',
    params: idParams,
    body: ops.scheduleUpdateBodySchema,
    response: ops.scheduleSchema,
  }),
  deleteSchedule: endpoint({
    method: 'DELETE',
    path: '/v1/ops/schedule/:id',
    access: 'member',
    params: idParams,
    response: okSchema,
  }),
  /** Fires the schedule now (outside its slots), recorded as a manual run. */
  runSchedule: endpoint({
    method: 'POST',
    path: '/v1/ops/schedule/:id/run',
    access: 'member',
    params: idParams,
    response: ops.scheduleRunSchema,
  }),
  listAlerts: endpoint({
    method: 'GET',
    path: '/v1/ops/alert',
    access: 'member',
    query: pageQuerySchema,
    response: listOf(ops.alertSchema),
  }),
  createAlert: endpoint({
    method: 'POST',
    path: '/v1/ops/alert',
    access: 'member',
    status: 201,
    body: ops.alertCreateBodySchema,
    response: ops.alertSchema,
  }),
  getAlert: endpoint({
    method: 'GET',
    path: '/v1/ops/alert/:id',
    access: 'member',
    params: idParams,
    response: ops.alertSchema,
  }),
  updateAlert: endpoint({
    method: 'PATCH',
    path: '/v1/ops/alert/:id',
    access: 'member',
    params: idParams,
    body: ops.alertUpdateBodySchema,
    response: ops.alertSchema,
  }),
  deleteAlert: endpoint({
    method: 'DELETE',
    path: '/v1/ops/alert/:id',
    access: 'member',
    params: idParams,
    response: okSchema,
  }),
  listAlertDeliveries: endpoint({
    method: 'GET',
    path: '/v1/ops/alert/:id/deliveries',
    access: 'member',
    params: idParams,
    query: pageQuerySchema,
    response: listOf(ops.alertDeliverySchema),
  }),
};
