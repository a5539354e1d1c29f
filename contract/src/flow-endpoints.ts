import { endpoint, idParams } from './endpoint';
import { listOf, okSchema, pageQuerySchema } from './common';
import * as ops from './ops';

/** Flows and flow runs (issue 16); contributors may build and run them. */
export const flowEndpoints = {
  listFlows: endpoint({
    method: 'GET',
    path: '/v1/ops/flow',
    access: 'member',
    query: pageQuerySchema,
    response: listOf(ops.flowSchema),
  }),
  createFlow: endpoint({
    method: 'POST',
    path: '/v1/ops/flow',
    access: 'member',
    status: 201,
    body: ops.flowCreateBodySchema,
    response: ops.flowSchema,
  }),
  getFlow: endpoint({
    method: 'GET',
    path: '/v1/ops/flow/:id',
    access: 'member',
    params: idParams,
    response: ops.flowSchema,
  }),
  updateFlow: endpoint({
    method: 'PATCH',
    path: '/v1/ops/flow/:id',
    access: 'member',
    params: idParams,
    body: ops.flowUpdateBodySchema,
    response: ops.flowSchema,
  }),
  deleteFlow: endpoint({
    method: 'DELETE',
    path: '/v1/ops/flow/:id',
    access: 'member',
    params: idParams,
    response: okSchema,
  }),
  /** Newest first; `flow_id` and `site_id` narrow the list. */
  listFlowRuns: endpoint({
    method: 'GET',
    path: '/v1/ops/flowrun',
    access: 'member',
    query: pageQuerySchema.extend(ops.flowRunListQuerySchema.shape),
    response: listOf(ops.flowRunSchema),
  }),
  createFlowRun: endpoint({
    method: 'POST',
    path: '/v1/ops/flowrun',
    access: 'member',
    status: 201,
    body: ops.flowRunCreateBodySchema,
    response: ops.flowRunSchema,
  }),
  /** The run with each node's state and the log, live while it is working. */
  getFlowRun: endpoint({
    method: 'GET',
    path: '/v1/ops/flowrun/:id',
    access: 'member',
    params: idParams,
    response: ops.flowRunSchema,
  }),
  /** Stops the run's pending nodes; a finished run answers as it is. */
  cancelFlowRun: endpoint({
    method: 'POST',
    path: '/v1/ops/flowrun/:id/cancel',
    access: 'member',
    params: idParams,
    response: ops.flowRunSchema,
  }),
};
