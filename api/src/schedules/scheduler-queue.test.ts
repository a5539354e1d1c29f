import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { readOutbox } from '../../test/mail';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testEnv } from '../env';
import { enginePipeline } from '../engine/pipeline';
import { fireScheduleJob } from '../jobs/kinds';
import { startRuntime, type Runtime } from '../runtime';
import { fireRun, insertManualRun } from './fire';
import { scheduleJobs, STILL_CLAIMED } from './jobs';
import { siteWithPages } from '../../test/schedule-fixture';
import { RUN_KINDS } from '../engine/run-kinds';

jest.setTimeout(90_000);

let database: TestDatabase;
let runtime: Runtime;
let outbox: string;
beforeAll(async () => {
  database = await createTestDatabase({ onDisk: true, migrated: true });
  outbox = mkdtempSync(join(tmpdir(), 'vigil-outbox-'));
  const base = { VIGIL_OUTBOX_DIR: outbox, VIGIL_WORKER_CONCURRENCY: '1' };
  const env = database.databaseUrl
    ? testEnv({ ...base, DATABASE_URL: database.databaseUrl })
    : testEnv({ ...base, VIGIL_DATA_DIR: database.dataDir! });
  runtime = await startRuntime(env, { http: false, workers: true });
});
afterAll(async () => {
  await runtime?.close();
  await database?.drop();
  rmSync(outbox, { recursive: true, force: true });
});

async function until<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let n = 0; n < 120; n += 1) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const outcomeOf = async (db: Runtime['db'], where: string, id: string) => {
  const [row] = await db.query<{ outcome: string; late: boolean; skipped: number }>(
    `SELECT outcome, late, skipped FROM schedule_runs WHERE ${where} = $1 AND outcome <> 'pending'`,
    [id],
  );
  return row;
};

/**
 * A paused schedule of a free team with its month's scans used up (fired units are skipped, no
 * browser starts) and one run recorded for it, still pending: what a claim leaves behind.
 */
async function pendingRun(team: string) {
  const { db } = runtime;
  const [account] = await db.query<{ id: string }>(
    `INSERT INTO accounts (name, type, code, usage_scans) VALUES ($1, 'free', 'c', 30) RETURNING id`,
    [team],
  );
  const site = await siteWithPages(db, account!.id, ['/']);
  const [schedule] = await db.query<{ id: string }>(
    `INSERT INTO schedules (account_id, scope, resources, task_type, frequency, status)
     VALUES ($1, 'site', $2, 'scan', '10-min', 'Paused') RETURNING id`,
    [account!.id, JSON.stringify([site.siteId])],
  );
  const [claimed] = await db.query<{ id: string }>(
    `INSERT INTO schedule_runs (schedule_id, due_at, outcome) VALUES ($1, now(), 'pending')
     RETURNING id`,
    [schedule!.id],
  );
  return { claimed: claimed!, site };
}

describe('the scheduler on the real queue', () => {
  it('the worker’s scheduler claims a due schedule and fires it (over the plan: skipped)', async () => {
    const { db } = runtime;
    // Free plan with the month's scans used up: the fired units are skipped, no browser starts.
    const [account] = await db.query<{ id: string }>(
      `INSERT INTO accounts (name, type, code, usage_scans) VALUES ('A', 'free', 'c', 30) RETURNING id`,
    );
    const site = await siteWithPages(db, account!.id, ['/']);
    const [schedule] = await db.query<{ id: string }>(
      `INSERT INTO schedules (account_id, scope, resources, task_type, frequency, next_run_at)
       VALUES ($1, 'site', $2, 'scan', '10-min', now() - interval '10 minutes') RETURNING id`,
      [account!.id, JSON.stringify([site.siteId])],
    );
    const run = await until(() => outcomeOf(db, 'schedule_id', schedule!.id), 'the fired run');
    expect(run).toEqual({ outcome: 'skipped', late: true, skipped: 1 });
    // Fired by the scheduler itself: its fallback job is deleted once the fire has ended (just
    // after the outcome is written), not left to run again 30 s later.
    const jobsLeft = () =>
      db.query(`SELECT 1 FROM pgboss.job WHERE name = $1`, [fireScheduleJob.name]);
    await until(async () => ((await jobsLeft()).length === 0 ? true : undefined), 'no fire job');
  });

  it('a slot claimed by a process that died before firing it is fired by its job', async () => {
    const { db, queue } = runtime;
    // What a claim leaves when its process is killed at once: the run and its fallback job.
    const { claimed } = await pendingRun('C');
    await fireScheduleJob.sendMany(queue, [{ runId: claimed.id }], undefined, 1);
    const run = await until(() => outcomeOf(db, 'id', claimed.id), 'the fallback fire');
    expect(run).toEqual({ outcome: 'skipped', late: false, skipped: 1 });
  });

  it('a fire job meeting a unit another firer still holds is retried, and takes it over once stale', async () => {
    const { db, queue } = runtime;
    const { claimed, site } = await pendingRun('D');
    // A firer claimed the page's unit and then threw (or died) before making it.
    await db.query(`INSERT INTO schedule_run_units (run_id, unit_id) VALUES ($1, $2)`, [
      claimed.id,
      site.pageIds[0],
    ]);
    const fireJob = scheduleJobs({ db, queue, kinds: RUN_KINDS }).find(
      (job) => job.name === fireScheduleJob.name,
    )!;
    // Within the 2 minutes the unit may still be at work: the job throws, so pg-boss retries it.
    await expect(fireJob.handle({ runId: claimed.id })).rejects.toThrow(STILL_CLAIMED);
    expect(await outcomeOf(db, 'id', claimed.id)).toBeUndefined();
    // Past them (a retry's backoff gets there), the job takes the unit over and ends the run.
    await db.query(
      `UPDATE schedule_run_units SET claimed_at = now() - interval '3 minutes' WHERE run_id = $1`,
      [claimed.id],
    );
    await fireJob.handle({ runId: claimed.id });
    expect(await outcomeOf(db, 'id', claimed.id)).toEqual({
      outcome: 'skipped',
      late: false,
      skipped: 1,
    });
  });

  it('a scheduled case run that fails for good notifies its alert through the pipeline', async () => {
    const { db } = runtime;
    const [account] = await db.query<{ id: string }>(
      `INSERT INTO accounts (name, type, code) VALUES ('B', 'cloud', 'c') RETURNING id`,
    );
    const site = await siteWithPages(db, account!.id, ['/']);
    const steps = [{ action: { type: 'navigate', selector: null, value: '/' }, assertion: null }];
    const [testCase] = await db.query<{ id: string }>(
      `INSERT INTO cases (account_id, site_id, title, type, steps)
       VALUES ($1, $2, 'Home', 'recorded', $3) RETURNING id`,
      [account!.id, site.siteId, JSON.stringify(steps)],
    );
    const [alert] = await db.query<{ id: string }>(
      `INSERT INTO alerts (account_id, name, expressions, actions, secret) VALUES ($1, 'Case', $2, $3, 's')
       RETURNING id`,
      [
        account!.id,
        JSON.stringify([{ joiner: '', metric: 'caserun_status', operator: '==', value: 'failed' }]),
        JSON.stringify([{ type: 'email', target: 'qa@example.com' }]),
      ],
    );
    const [schedule] = await db.query<{ id: string }>(
      `INSERT INTO schedules (account_id, scope, resources, task_type, case_id, frequency, alert_id)
       VALUES ($1, 'site', $2, 'caserun', $3, 'daily', $4) RETURNING id`,
      [account!.id, JSON.stringify([site.siteId]), testCase!.id, alert!.id],
    );
    // Fired without a queue: the run waits; then its worker dies for good.
    const fired = await fireRun(
      { db, queue: undefined, kinds: RUN_KINDS },
      (await insertManualRun(db, schedule!.id)).id,
    );
    const caserunId = fired.objects[0]!.id;
    const pipeline = enginePipeline({ db, env: testEnv({}), queue: runtime.queue });
    await pipeline.runCase.onFinalFailure!({ caserunId }, 'the worker died');
    const mail = await until(
      async () => readOutbox(outbox).find((m) => m.headers.to === 'qa@example.com'),
      'the alert mail',
    );
    expect(mail.headers.subject).toContain('Case is failing');
  });
});
