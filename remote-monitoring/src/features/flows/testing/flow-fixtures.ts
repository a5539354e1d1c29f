import type { Flow, FlowNode, FlowRun, FlowRunNodeState } from '@vigil/contract';

const CREATED = '2026-01-01T00:00:00Z';

/** A UUID per index with a recognisable prefix, as the other fixtures make them. */
const uuid = (index: number, prefix: string) =>
  `${prefix}-0000-4000-8000-${String(index).padStart(12, '0')}`;
export const flowId = (index: number) => uuid(index, 'f10a0000');
export const flowRunId = (index: number) => uuid(index, 'f10e0000');

/** A basic node as the editor lays them out, one under the other at x 0. */
export const basicNode = (id: string, y: number, data: FlowNode['data']): FlowNode => ({
  id,
  type: 'basic',
  position: { x: 0, y },
  data,
});

/** A webhook task as a new webhook node starts (POST, no headers, no payload), with `fields`. */
export const webhookTask = (fields: { label: string; uri: string }): FlowNode['data'] => ({
  task_type: 'webhook',
  label: fields.label,
  conditions: null,
  uri: fields.uri,
  request_type: 'POST',
  headers: {},
  payload: '',
});

/** scan → test → webhook, the journey's flow. */
export const chainNodes = (): FlowNode[] => [
  basicNode('1', 0, { task_type: 'scan', conditions: null }),
  basicNode('2', 140, { task_type: 'test', conditions: null, threshold: 95 }),
  basicNode(
    '3',
    280,
    webhookTask({ label: 'Tell the deploy bot', uri: 'https://hooks.example.com/vigil' }),
  ),
];
export const chainEdges = () => [
  { id: 'e1-2', source: '1', target: '2', branch: null },
  { id: 'e2-3', source: '2', target: '3', branch: null },
];

export function flowFixture(index: number, overrides: Partial<Flow> = {}): Flow {
  return {
    id: flowId(index),
    title: `Flow ${index}`,
    nodes: [],
    edges: [],
    webhook_secret: `whsec_flow_${index}`,
    time_created: CREATED,
    time_last_run: null,
    last_run: null,
    ...overrides,
  };
}

export const nodeState = (
  node_id: string,
  overrides: Partial<FlowRunNodeState> = {},
): FlowRunNodeState => ({
  node_id,
  status: 'queued',
  objects: [],
  error: null,
  time_started: null,
  time_completed: null,
  ...overrides,
});

export function flowRunFixture(index: number, overrides: Partial<FlowRun> = {}): FlowRun {
  return {
    id: flowRunId(index),
    flow_id: flowId(1),
    site_id: '5175e000-0000-4000-8000-000000000001',
    site_url: 'https://site-1.example.com',
    title: 'Scan, test, tell',
    status: 'working',
    nodes: chainNodes(),
    edges: chainEdges(),
    states: [nodeState('1'), nodeState('2'), nodeState('3')],
    logs: [],
    time_created: CREATED,
    time_completed: null,
    ...overrides,
  };
}
