import { z } from 'zod';

export const planNameSchema = z.enum(['free', 'cloud', 'selfhost', 'enterprise']);
export type PlanName = z.infer<typeof planNameSchema>;
/** The plans a team may choose itself; enterprise is set only by the operator. */
export const selectablePlans = ['free', 'cloud', 'selfhost'] as const satisfies readonly PlanName[];
export type SelectablePlan = (typeof selectablePlans)[number];
export const planIntervalSchema = z.enum(['month', 'year']);
export type PlanInterval = z.infer<typeof planIntervalSchema>;

/** The limits of a plan; 0 means unlimited (selfhost). */
export const planLimitsSchema = z.object({
  sites_allowed: z.number().int(),
  pages_allowed: z.number().int(),
  schedules_allowed: z.number().int(),
  retention_days: z.number().int(),
  scans_allowed: z.number().int(),
  tests_allowed: z.number().int(),
  caseruns_allowed: z.number().int(),
  flowruns_allowed: z.number().int(),
  nodes_allowed: z.number().int(),
  conditions_allowed: z.number().int(),
  /**
   * Uptime monitors a team may have at once (issue 46). Operator-set limits saved before it
   * existed have none: unlimited, as the rest of an enterprise team's limits usually are.
   */
  monitors_allowed: z.number().int().default(0),
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;

export interface PlanCatalogueEntry {
  /** Price in cents per interval. */
  price: Record<PlanInterval, number>;
  /** Cents charged per task over the monthly quota (cloud only). */
  task_amount: number;
  limits: PlanLimits;
}

const unlimited: PlanLimits = {
  sites_allowed: 0,
  pages_allowed: 0,
  schedules_allowed: 0,
  retention_days: 0,
  scans_allowed: 0,
  tests_allowed: 0,
  caseruns_allowed: 0,
  flowruns_allowed: 0,
  nodes_allowed: 0,
  conditions_allowed: 0,
  monitors_allowed: 0,
};

/**
 * The server's plan catalogue (server.md §2, product.md §9). The client only displays it; the
 * server ignores any price or limit a client sends. Enterprise limits are set per team by the
 * operator, so its entry is the starting point only.
 */
export const planCatalogue: Record<PlanName, PlanCatalogueEntry> = {
  free: {
    price: { month: 0, year: 0 },
    task_amount: 0,
    limits: {
      sites_allowed: 1,
      pages_allowed: 3,
      schedules_allowed: 1,
      retention_days: 15,
      scans_allowed: 30,
      tests_allowed: 30,
      caseruns_allowed: 15,
      flowruns_allowed: 5,
      nodes_allowed: 4,
      conditions_allowed: 1,
      monitors_allowed: 3,
    },
  },
  cloud: {
    price: { month: 1900, year: 1900 * 12 },
    task_amount: 10,
    limits: {
      sites_allowed: 30,
      pages_allowed: 5,
      schedules_allowed: 5,
      retention_days: 30,
      scans_allowed: 30,
      tests_allowed: 30,
      caseruns_allowed: 15,
      flowruns_allowed: 15,
      nodes_allowed: 15,
      conditions_allowed: 7,
      monitors_allowed: 50,
    },
  },
  selfhost: { price: { month: 120000, year: 1200000 }, task_amount: 0, limits: unlimited },
  enterprise: { price: { month: 0, year: 0 }, task_amount: 0, limits: unlimited },
};

/**
 * What the client assumes before billing info has loaded (product.md §9): the free plan's
 * limits, but for a flow's nodes and conditions.
 */
export const defaultLimits: PlanLimits = {
  ...planCatalogue.free.limits,
  nodes_allowed: 6,
  conditions_allowed: 2,
};
