import { scheduleCostSchema, type PlanLimits } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import { HttpError } from '../http/errors';
import type { RunKind } from '../runs/run-kind';
import { limitsOf, type AccountRow } from '../teams/repository';
import { addOverage } from './repository';

/**
 * The monthly allowances runs count in, as the run kinds name them (`RunKind.usage`, one per
 * kind in engine/run-kinds.ts; billing cannot import the registry itself, which reaches every
 * producing folder and so back here). A run's limit, counter and 426 are named after it.
 */
type RunUsage = RunKind['usage'];
const RUN_USAGES: readonly RunUsage[] = scheduleCostSchema.shape.usage.options;
type Singular<T> = T extends `${infer One}s` ? One : never;
/** A run as its 426 names it (`max scans reached`): its allowance without the plural s. */
type RunThing = Singular<RunUsage>;

/** What a plan limits besides runs, by the name its 426 uses (`max <thing>s reached`). */
const OTHER_LIMIT_OF = {
  site: 'sites_allowed',
  page: 'pages_allowed',
  schedule: 'schedules_allowed',
  monitor: 'monitors_allowed',
  // Per flow, counted in the graph being saved (the caller gives the count).
  node: 'nodes_allowed',
  condition: 'conditions_allowed',
} as const satisfies Record<string, keyof PlanLimits>;

/** What a plan limits, by the name its 426 uses (`max <thing>s reached`). */
export type LimitedThing = keyof typeof OTHER_LIMIT_OF | RunThing;

type UsageColumn = 'usage_sites' | 'usage_schedules' | `usage_${RunUsage}`;

const isRun = (thing: LimitedThing): thing is RunThing =>
  (RUN_USAGES as readonly string[]).includes(`${thing}s`);

// The template types make a usage without a plan limit or an account counter fail to compile.
const limitOf = (thing: LimitedThing): keyof PlanLimits =>
  isRun(thing) ? `${thing}s_allowed` : OTHER_LIMIT_OF[thing];

/** The account's usage counter of each thing; pages are counted per site, so the caller says. */
function usageOf(thing: LimitedThing): UsageColumn | undefined {
  if (isRun(thing)) return `usage_${thing}s`;
  return thing === 'site' || thing === 'schedule' ? `usage_${thing}s` : undefined;
}

/**
 * Cloud bills runs past the quota ($0.10 per task) instead of refusing them (server.md §2); not
 * a flow run, whose tasks are the runs its nodes make, each billed itself.
 */
const billedAsOverage = (thing: LimitedThing) => isRun(thing) && thing !== 'flowrun';

export type LimitAccount = Pick<AccountRow, 'type' | 'limits'> &
  Partial<Pick<AccountRow, UsageColumn>>;

export const limitReached = (thing: LimitedThing) => new HttpError(426, `max ${thing}s reached`);

/**
 * Whether one more `thing` may be created (server.md §2): throws 426 `max <thing>s reached` when
 * the plan's limit is used up, 0 meaning unlimited. `current` is how many exist or were used this
 * period; it defaults to the account's usage counter (required for pages: they count per site).
 * On cloud, scans, tests and case runs past the quota are allowed and answer `{overage: true}`:
 * the caller then records them with `recordOverage` so they are billed.
 */
export function assertWithinLimit(
  account: LimitAccount,
  thing: LimitedThing,
  current?: number,
): { overage: boolean } {
  // An operator's limits saved before a limit existed lack it (monitors): unlimited, not refused.
  const limit = (limitsOf(account)[limitOf(thing)] as number | undefined) ?? 0;
  const usageColumn = usageOf(thing);
  const used = current ?? (usageColumn ? Number(account[usageColumn] ?? 0) : undefined);
  if (used === undefined) throw new Error(`assertWithinLimit(${thing}) needs the current count`);
  if (limit === 0 || used < limit) return { overage: false };
  if (account.type === 'cloud' && billedAsOverage(thing)) return { overage: true };
  throw limitReached(thing);
}

/** Counts tasks past the cloud quota; Stripe mode adds them to the next invoice. */
export function recordOverage(db: Queryable, accountId: string, tasks = 1) {
  return addOverage(db, accountId, tasks);
}
