import type { PlanLimits } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import { HttpError } from '../http/errors';
import { limitsOf, type AccountRow } from '../teams/repository';
import { addOverage } from './repository';

/** What a plan limits, by the name its 426 uses (`max <thing>s reached`). */
export type LimitedThing =
  'site' | 'page' | 'schedule' | 'scan' | 'test' | 'caserun' | 'flowrun' | 'node' | 'condition';

const LIMIT_OF: Record<LimitedThing, keyof PlanLimits> = {
  site: 'sites_allowed',
  page: 'pages_allowed',
  schedule: 'schedules_allowed',
  scan: 'scans_allowed',
  test: 'tests_allowed',
  caserun: 'caseruns_allowed',
  flowrun: 'flowruns_allowed',
  // Per flow, counted in the graph being saved (the caller gives the count).
  node: 'nodes_allowed',
  condition: 'conditions_allowed',
};

type UsageColumn =
  | 'usage_sites'
  | 'usage_schedules'
  | 'usage_scans'
  | 'usage_tests'
  | 'usage_caseruns'
  | 'usage_flowruns';

/** The account's usage counter of each thing; pages are counted per site, so the caller says. */
const USAGE_OF: Partial<Record<LimitedThing, UsageColumn>> = {
  site: 'usage_sites',
  schedule: 'usage_schedules',
  scan: 'usage_scans',
  test: 'usage_tests',
  caserun: 'usage_caseruns',
  flowrun: 'usage_flowruns',
};

/** Cloud bills these past the quota ($0.10 per task) instead of refusing them (server.md §2). */
const BILLED_AS_OVERAGE = new Set<LimitedThing>(['scan', 'test', 'caserun']);

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
  const limit = limitsOf(account)[LIMIT_OF[thing]];
  const usageColumn = USAGE_OF[thing];
  const used = current ?? (usageColumn ? Number(account[usageColumn] ?? 0) : undefined);
  if (used === undefined) throw new Error(`assertWithinLimit(${thing}) needs the current count`);
  if (limit === 0 || used < limit) return { overage: false };
  if (account.type === 'cloud' && BILLED_AS_OVERAGE.has(thing)) return { overage: true };
  throw limitReached(thing);
}

/** Counts tasks past the cloud quota; Stripe mode adds them to the next invoice. */
export function recordOverage(db: Queryable, accountId: string, tasks = 1) {
  return addOverage(db, accountId, tasks);
}
