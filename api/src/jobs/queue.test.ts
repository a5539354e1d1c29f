import { testEnv } from '../env';
import { startRuntime } from '../runtime';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { usageResetJob } from './kinds';
import { until } from '../../test/worker-process';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase({ onDisk: true, migrated: true });
});
afterEach(() => database.drop());

function env() {
  return database.databaseUrl
    ? testEnv({ DATABASE_URL: database.databaseUrl })
    : testEnv({ VIGIL_DATA_DIR: database.dataDir! });
}

async function usageOf(
  query: (sql: string, params: unknown[]) => Promise<{ usage_scans: number }[]>,
  id: string,
) {
  return (await query('SELECT usage_scans FROM accounts WHERE id = $1', [id]))[0]!.usage_scans;
}

describe('job queue', () => {
  it('processes a job enqueued before a restart once the process is back', async () => {
    // First life: no worker runs; an account's 30-day usage period is over and a sweep is enqueued.
    const before = await startRuntime(env(), { http: false, workers: false });
    const [account] = await before.db.query<{ id: string }>(
      `INSERT INTO accounts (name, code, usage_scans, usage_period_start)
       VALUES ('Due', 'c0de', 7, now() - interval '31 days') RETURNING id`,
    );
    const jobId = await usageResetJob.send(before.queue, {});
    expect(jobId).toEqual(expect.any(String));
    await new Promise((resolve) => setTimeout(resolve, 1500)); // more than a polling interval
    expect(await usageOf((sql, params) => before.db.query(sql, params), account!.id)).toBe(7);
    await before.close();

    // Second life, on the same data: the embedded worker picks the job up.
    const after = await startRuntime(env(), { http: false, workers: true });
    try {
      const usage = () => usageOf((sql, params) => after.db.query(sql, params), account!.id);
      expect(await until(usage, (scans) => scans === 0, 30_000)).toBe(0);
      // pg-boss marks the job completed just after its handler returns: wait for that, too.
      const state = async () => (await after.queue.getJobById(usageResetJob.name, jobId!))?.state;
      expect(await until(state, (seen) => seen === 'completed', 30_000)).toBe('completed');
    } finally {
      await after.close();
    }
  });
});
