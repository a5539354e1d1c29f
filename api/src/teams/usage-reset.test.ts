import { scheduleCostSchema } from '@vigil/contract';
import { signUpWithTeam, useTestApp } from '../../test/harness';
import { resetDueUsage } from './repository';

const world = useTestApp();

it("resets every run allowance's counter once a team's 30-day usage period is over", async () => {
  const columns = scheduleCostSchema.shape.usage.options.map((usage) => `usage_${usage}`);
  const used = async (days: number) => {
    const { team } = await signUpWithTeam(world.browser);
    const sets = columns.map((column) => `${column} = 5`).join(', ');
    const ago = `now() - make_interval(days => $2)`;
    await world.t.db.query(
      `UPDATE accounts SET ${sets}, usage_period_start = ${ago} WHERE id = $1`,
      [team.id, days],
    );
    return async () =>
      (await world.t.db.query(`SELECT ${columns} FROM accounts WHERE id = $1`, [team.id]))[0];
  };
  const [due, current] = [await used(31), await used(29)];
  expect(await resetDueUsage(world.t.db)).toBeGreaterThanOrEqual(1);
  expect(Object.values((await due())!)).toEqual(columns.map(() => 0));
  expect(Object.values((await current())!)).toEqual(columns.map(() => 5));
});
