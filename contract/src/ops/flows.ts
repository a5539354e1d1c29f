import { z } from 'zod';
import { idSchema, secretField, timestampSchema } from '../common';
import { alertExpressionSchema } from './alerts';
import { RUN_TYPES } from './runs';

/**
 * Flows (server.md §3 Flow, FlowRun; monitoring.md §2.4; issue 16): a graph of tasks in React
 * Flow's node and edge shape, run on one site at a time.
 */
export const flowTaskTypes = [
  'scan',
  'test',
  'caserun',
  'issue',
  'email',
  'slack',
  'webhook',
  'wait',
  'migration',
] as const;
export type FlowTaskType = (typeof flowTaskTypes)[number];

const nodeIdSchema = z.string().trim().min(1, 'node id is required').max(64);

/**
 * What every node's data carries besides its task settings: a label shown on the node and,
 * on a conditional node, the expressions its objects are checked against (the alerts' typed
 * expressions); its outgoing edges then say which branch (true / false) they follow.
 */
const commonNodeData = {
  label: z.string().trim().max(120).optional(),
  conditions: z.array(alertExpressionSchema).max(20).nullable().default(null),
};

const scanNodeData = z.object({ task_type: z.literal('scan'), ...commonNodeData });
const testNodeData = z.object({
  task_type: z.literal('test'),
  ...commonNodeData,
  threshold: z.number({ error: 'threshold must be a number' }).min(0).max(100).default(95),
});
const caserunNodeData = z.object({
  task_type: z.literal('caserun'),
  ...commonNodeData,
  case_id: idSchema,
  updates: z
    .array(z.object({ index: z.number().int().min(0), value: z.string().max(2000) }))
    .max(100)
    .default([]),
});
const issueNodeData = z.object({
  task_type: z.literal('issue'),
  ...commonNodeData,
  title: z.string().trim().min(1, 'title is required').max(200),
  details: z.string().max(10_000).default(''),
});
const emailNodeData = z.object({
  task_type: z.literal('email'),
  ...commonNodeData,
  email: z.email({ error: 'email must be an email address' }),
  subject: z.string().trim().min(1, 'subject is required').max(200),
  message: z.string().max(10_000).default(''),
});
const slackNodeData = z.object({
  task_type: z.literal('slack'),
  ...commonNodeData,
  message: z.string().max(10_000).default(''),
});
/**
 * The URL and the headers' values are credentials (a token in the path or an Authorization
 * header): a non-admin reads the URL as its origin and `/…`, each header value masked, and only
 * admins change them; the request log never keeps them (issue 42).
 */
const webhookNodeData = z.object({
  task_type: z.literal('webhook'),
  ...commonNodeData,
  uri: secretField(z.url({ error: 'uri must be an http(s) URL', protocol: /^https?$/ }).max(2000)),
  request_type: z.enum(['GET', 'POST']).default('POST'),
  headers: secretField(z.record(z.string().max(200), z.string().max(2000)).default({})),
  payload: z.string().max(10_000).default(''),
});
/** Repeats the site's latest migration (same other host, paths and threshold). */
const migrationNodeData = z.object({ task_type: z.literal('migration'), ...commonNodeData });
const waitNodeData = z.object({
  task_type: z.literal('wait'),
  ...commonNodeData,
  /** Up to a day; a wait holds no worker. */
  seconds: z.number().int().min(1).max(86_400),
});

export const flowNodeDataSchema = z.discriminatedUnion(
  'task_type',
  [
    scanNodeData,
    testNodeData,
    caserunNodeData,
    issueNodeData,
    emailNodeData,
    slackNodeData,
    webhookNodeData,
    waitNodeData,
    migrationNodeData,
  ],
  {
    // The union's input is the whole data object: name its task_type.
    error: (issue) =>
      `unknown task type ${JSON.stringify((issue.input as { task_type?: unknown } | undefined)?.task_type ?? null)}`,
  },
);
export type FlowNodeData = z.infer<typeof flowNodeDataSchema>;

export const flowNodeSchema = z.object({
  id: nodeIdSchema,
  type: z.string().max(40).default('basic'),
  position: z.object({ x: z.number(), y: z.number() }).default({ x: 0, y: 0 }),
  data: flowNodeDataSchema,
});
export type FlowNode = z.infer<typeof flowNodeSchema>;

export const flowEdgeSchema = z.object({
  id: nodeIdSchema,
  source: nodeIdSchema,
  target: nodeIdSchema,
  /** On an edge leaving a conditional node: the branch it follows; null elsewhere. */
  branch: z.enum(['true', 'false']).nullable().default(null),
});
export type FlowEdge = z.infer<typeof flowEdgeSchema>;

export const flowRunStatusSchema = z.enum(['working', 'passed', 'failed', 'cancelled']);
export type FlowRunStatus = z.infer<typeof flowRunStatusSchema>;

export const flowSchema = z.object({
  id: idSchema,
  title: z.string(),
  nodes: z.array(flowNodeSchema),
  edges: z.array(flowEdgeSchema),
  /**
   * Signs the flow's webhook nodes (X-Vigil-Signature, as alerts do), so a receiver can verify;
   * shown to the team's admins only (absent for other members, whose webhook nodes are masked).
   */
  webhook_secret: z.string().optional(),
  time_created: timestampSchema,
  time_last_run: timestampSchema.nullable(),
  /** The newest run, for the list's "last run" column. */
  last_run: z
    .object({ id: idSchema, status: flowRunStatusSchema, time_created: timestampSchema })
    .nullable(),
});
export type Flow = z.infer<typeof flowSchema>;

/** Saved as a whole; the server checks the graph (one start node, no cycles, edges between
 * existing nodes) and the plan's nodes_allowed / conditions_allowed. */
export const flowCreateBodySchema = z.object({
  title: z.string().trim().min(1, 'title is required').max(200).default('Untitled Flow'),
  nodes: z.array(flowNodeSchema).max(200).default([]),
  edges: z.array(flowEdgeSchema).max(400).default([]),
});
export type FlowCreateBody = z.input<typeof flowCreateBodySchema>;
export const flowUpdateBodySchema = z.object({
  title: flowCreateBodySchema.shape.title.optional(),
  nodes: z.array(flowNodeSchema).max(200).optional(),
  edges: z.array(flowEdgeSchema).max(400).optional(),
});
export type FlowUpdateBody = z.input<typeof flowUpdateBodySchema>;

/** A graph error the editor shows on the node (or edge) it concerns. */
export const flowGraphErrorSchema = z.object({
  node_id: z.string().nullable(),
  edge_id: z.string().nullable(),
  message: z.string(),
});
export type FlowGraphError = z.infer<typeof flowGraphErrorSchema>;

export const flowRunNodeStatusSchema = z.enum(['queued', 'working', 'passed', 'failed', 'skipped']);
export type FlowRunNodeStatus = z.infer<typeof flowRunNodeStatusSchema>;

/** A run (scan, test, case run, migration), issue or delivery a node made, linked from the run
 * screen. A node makes no flow run, but the run types are named once (runs.ts). */
export const flowRunObjectSchema = z.object({
  type: z.enum([...RUN_TYPES, 'issue', 'delivery']),
  id: idSchema,
  status: z.enum(['working', 'passed', 'failed', 'incomplete']),
});
export type FlowRunObject = z.infer<typeof flowRunObjectSchema>;

export const flowRunNodeStateSchema = z.object({
  node_id: z.string(),
  status: flowRunNodeStatusSchema,
  objects: z.array(flowRunObjectSchema),
  error: z.string().nullable(),
  time_started: timestampSchema.nullable(),
  time_completed: timestampSchema.nullable(),
});
export type FlowRunNodeState = z.infer<typeof flowRunNodeStateSchema>;

export const flowRunLogSchema = z.object({
  timestamp: timestampSchema,
  /** The node the line is about; null for the run itself. */
  step: z.string().nullable(),
  message: z.string(),
});
export type FlowRunLog = z.infer<typeof flowRunLogSchema>;

export const flowRunSchema = z.object({
  id: idSchema,
  flow_id: idSchema,
  site_id: idSchema,
  site_url: z.string(),
  title: z.string(),
  status: flowRunStatusSchema,
  /** The graph as it was when the run started (later edits of the flow do not change it). */
  nodes: z.array(flowNodeSchema),
  edges: z.array(flowEdgeSchema),
  states: z.array(flowRunNodeStateSchema),
  logs: z.array(flowRunLogSchema),
  time_created: timestampSchema,
  time_completed: timestampSchema.nullable(),
});
export type FlowRun = z.infer<typeof flowRunSchema>;

export const flowRunCreateBodySchema = z.object({ flow_id: idSchema, site_id: idSchema });
export type FlowRunCreateBody = z.infer<typeof flowRunCreateBodySchema>;
export const flowRunListQuerySchema = z.object({
  flow_id: idSchema.optional(),
  site_id: idSchema.optional(),
});
