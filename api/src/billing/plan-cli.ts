import { planLimitsSchema, planNameSchema } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import { runOperatorCommand } from '../db/operator-command';
import { setLimits, setPlan } from './repository';

const USAGE =
  "usage: pnpm --filter @vigil/api team:plan <team id> <free|cloud|selfhost|enterprise> [year] ['<limits JSON>']";

/**
 * Sets a team's plan by hand: how an enterprise team is made (server.md §2: "set by the
 * operator"), with its own limits as JSON (every field of the plan limits; 0 = unlimited).
 * With PGlite, run it while the API is stopped: the embedded database has one process at a time.
 */
export async function setTeamPlan(db: Queryable, args: string[]) {
  const [accountId, name, ...rest] = args;
  const plan = planNameSchema.safeParse(name);
  if (!accountId || !plan.success) throw new Error(USAGE);
  const interval = rest[0] === 'year' ? 'year' : 'month';
  const limitsText = rest.find((arg) => arg.trim().startsWith('{'));
  const limits = limitsText ? planLimitsSchema.parse(JSON.parse(limitsText)) : null;
  const updated = await setPlan(db, accountId, { type: plan.data, interval });
  if (!updated) throw new Error(`no team ${accountId}`);
  if (plan.data === 'enterprise') await setLimits(db, accountId, limits);
  return { id: accountId, type: plan.data, interval, limits };
}

if (require.main === module) {
  runOperatorCommand((db, args) =>
    setTeamPlan(db, args).then((team) => `team ${team.id}: ${team.type} (${team.interval})`),
  );
}
