import { RUN_TYPES } from '@vigil/contract';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import type { Db } from '../db/connection';
import { RUN_TABLES } from './run-tables';

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase({ migrated: true });
  db = await database.open();
});

afterAll(async () => {
  await db.close();
  await database.drop();
});

// SQL that reaches a run by its type (an issue's site) joins RUN_TABLES[type] on id and reads
// site_id: a wrong name would fail only when such an issue is listed.
it("names, for every run type, a table of the schema with the run's id and site_id", async () => {
  const found = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = 'public' AND column_name IN ('id', 'site_id')
       AND table_name = ANY($1::text[])`,
    [Object.values(RUN_TABLES)],
  );
  const columnsOf = (table: string) =>
    found
      .filter((row) => row.table_name === table)
      .map((row) => row.column_name)
      .sort();
  for (const type of RUN_TYPES)
    expect([type, columnsOf(RUN_TABLES[type])]).toEqual([type, ['id', 'site_id']]);
});
