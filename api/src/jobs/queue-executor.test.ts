import { PGlite } from '@electric-sql/pglite';
import { pgliteExecutor } from './queue';

it("answers pg-boss's SQL after PGlite has closed with no rows, not an unhandled error", async () => {
  const pglite = await PGlite.create();
  const executor = pgliteExecutor(pglite);
  expect((await executor.executeSql('SELECT $1::int AS one', [1])).rows).toEqual([{ one: 1 }]);
  await pglite.close();
  await expect(executor.executeSql('SELECT $1::int AS one', [1])).resolves.toEqual({ rows: [] });
  await expect(executor.executeSql('SELECT 1')).resolves.toEqual({ rows: [] });
});
