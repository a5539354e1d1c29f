import { z } from 'zod';
import {
  idSchema,
  managedByBodySchema,
  managedBySchema,
  secretField,
  timestampSchema,
} from '../common';

/** Metric keys of alert expressions (monitoring.md §5.10, issue 15). */
export const alertMetrics = [
  'health',
  'performance',
  'accessibility',
  'best_practices',
  'seo',
  'lighthouse_average',
  'logs',
  'a11y_violations',
  'security_average',
  'health_delta',
  'performance_delta',
  'accessibility_delta',
  'best_practices_delta',
  'seo_delta',
  'lighthouse_average_delta',
  'logs_delta',
  'a11y_violations_delta',
  'security_average_delta',
  'test_score',
  'test_status',
  'images_score',
  'html_score',
  'logs_score',
  'lighthouse_score',
  'security_score',
  'caserun_status',
  'flowrun_status',
  'migration_status',
] as const;
export type AlertMetric = (typeof alertMetrics)[number];
export const alertOperators = ['>=', '<=', '==', '>', '<', '!='] as const;
export type AlertOperator = (typeof alertOperators)[number];

const named = (what: string) => (issue: { input?: unknown }) =>
  `unknown ${what} ${JSON.stringify(issue.input)}`;

export const alertExpressionSchema = z.object({
  /** How this term joins onto the previous ones; ignored (may be '') on the first. */
  joiner: z.enum(['', 'and', 'or']).default(''),
  metric: z.enum(alertMetrics, { error: named('metric') }),
  operator: z.enum(alertOperators, { error: named('operator') }),
  /** A number, or a status (`passed`, `failed`) for the *_status metrics. */
  value: z.union([z.number(), z.string().max(100)]),
});
export type AlertExpression = z.infer<typeof alertExpressionSchema>;

export const alertActionSchema = z.object({
  type: z.enum(['email', 'webhook', 'slack'], { error: named('action type') }),
  /**
   * An email address, a webhook URL, or a Slack channel (the team's connection decides). A
   * webhook URL is a credential (whoever has it can post there): a non-admin reads it as its
   * origin and `/…` only, and the request log never keeps a target (issue 42).
   */
  target: secretField(z.string().trim().max(2000).default('')),
});
export type AlertAction = z.infer<typeof alertActionSchema>;

export const alertSchema = z.object({
  id: idSchema,
  name: z.string(),
  expressions: z.array(alertExpressionSchema),
  actions: z.array(alertActionSchema),
  /**
   * Signs webhook bodies (X-Vigil-Signature); shown to the team's admins so the receiver can
   * verify them. Absent for other members, whose webhook targets are masked too.
   */
  webhook_secret: z.string().optional(),
  time_created: timestampSchema,
  /** Set when `vigil deploy` made it from a config file (issue 45 §3). */
  managed_by: managedBySchema,
});
export type Alert = z.infer<typeof alertSchema>;

export const alertCreateBodySchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(200),
  expressions: z.array(alertExpressionSchema).min(1).max(20),
  actions: z.array(alertActionSchema).max(10).default([]),
  managed_by: managedByBodySchema,
});
export type AlertCreateBody = z.infer<typeof alertCreateBodySchema>;
export const alertUpdateBodySchema = alertCreateBodySchema.partial();
export type AlertUpdateBody = z.infer<typeof alertUpdateBodySchema>;

export const alertDeliverySchema = z.object({
  id: idSchema,
  kind: z.enum(['failing', 'recovered']),
  action: z.string(),
  /** As the alert's action says it (a webhook URL masked for non-admins). */
  target: secretField(z.string()),
  status: z.enum(['pending', 'sent', 'failed']),
  error: z.string().nullable(),
  attempts: z.number().int(),
  time_created: timestampSchema,
  time_sent: timestampSchema.nullable(),
});
export type AlertDelivery = z.infer<typeof alertDeliverySchema>;
