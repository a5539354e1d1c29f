import { randomUUID } from 'node:crypto';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../test/databases';
import type { Db } from '../db/connection';
import { claimDue } from './claim';
import { fireRun } from './fire';
import { insertSchedule, type ScheduleFields } from './repository';
import { siteWithPages } from '../../test/schedule-fixture';
import { RUN_KINDS } from '../engine/run-kinds';

/**
 * The claim on a fake clock: `claimDue(db, now)` claims what the schedulers claim every second.
 * On PostgreSQL the two claimers are two connection pools (scheduler.test.ts: two processes).
 */
let database: TestDatabase;
let workerA: Db;
let workerB: Db;
let accountId: string;
let site: { siteId: string; pageIds: string[] };

beforeAll(async () => {
  database = await createTestDatabase({ migrated: true });
  workerA = await database.open();
  workerB = onPostgres() ? await database.open() : workerA;
  const [account] = await workerA.query<{ id: string }>(
    `INSERT INTO accounts (name, type, code) VALUES ('Acme', 'cloud', 'c') RETURNING id`,
  );
  accountId = account!.id;
  site = await siteWithPages(workerA, accountId, ['/', '/about']);
});
afterAll(async () => {
  if (workerB !== workerA) await workerB?.close();
  await workerA?.close();
  await database?.drop();
});

async function schedule(fields: Partial<ScheduleFields>, nextRunAt: Date) {
  return insertSchedule(
    workerA,
    randomUUID(),
    accountId,
    {
      scope: 'site',
      resources: [site.siteId],
      task_type: 'scan',
      case_id: null,
      flow_id: null,
      // A cron is exact (the 10-min preset runs at an offset of its own: next-runs.test.ts).
      frequency: null,
      cron: '*/10 * * * *',
      time: '00:00',
      timezone: 'UTC',
      status: 'Active',
      alert_id: null,
      ...fields,
    },
    nextRunAt,
  );
}

const runsOf = (scheduleId: string) =>
  workerA.query<{ id: string; due_at: Date; late: boolean }>(
    'SELECT id, due_at, late FROM schedule_runs WHERE schedule_id = $1 ORDER BY due_at',
    [scheduleId],
  );
const minutes = (from: Date, count: number, step = 1) =>
  Array.from({ length: count }, (_, n) => new Date(from.getTime() + n * step * 60_000));

describe('firing schedules', () => {
  it('fires each slot once with two concurrent claimers, and each fire makes its scans', async () => {
    const start = new Date('2026-05-01T10:00:00Z');
    const { id } = await schedule({}, start);
    for (const now of minutes(start, 31)) {
      await Promise.all([claimDue(workerA, now), claimDue(workerB, now), claimDue(workerB, now)]);
    }
    const runs = await runsOf(id);
    expect(runs.map((run) => run.due_at.toISOString())).toEqual([
      '2026-05-01T10:00:00.000Z',
      '2026-05-01T10:10:00.000Z',
      '2026-05-01T10:20:00.000Z',
      '2026-05-01T10:30:00.000Z',
    ]);
    expect(runs.every((run) => !run.late)).toBe(true);
    // Firing the same run twice (a retried job) makes its scans once.
    await Promise.all([
      fireRun({ db: workerA, queue: undefined, kinds: RUN_KINDS }, runs[0]!.id),
      fireRun({ db: workerB, queue: undefined, kinds: RUN_KINDS }, runs[0]!.id),
    ]);
    await fireRun({ db: workerA, queue: undefined, kinds: RUN_KINDS }, runs[0]!.id);
    const scans = await workerA.query(
      `SELECT s.page_id FROM scans s JOIN scheduled_objects o ON o.object_id = s.id
       WHERE o.run_id = $1`,
      [runs[0]!.id],
    );
    expect(scans).toHaveLength(2);
  });

  it('fires a slot missed while every worker was down once on recovery, marked late', async () => {
    const due = new Date('2026-05-02T10:00:00Z');
    const { id } = await schedule({}, due);
    // Every worker down for three hours; then both come back at 13:05.
    const back = new Date('2026-05-02T13:05:00Z');
    await Promise.all([claimDue(workerA, back), claimDue(workerB, back)]);
    await claimDue(workerA, new Date('2026-05-02T13:06:00Z'));
    const runs = await runsOf(id);
    expect(runs).toEqual([expect.objectContaining({ due_at: due, late: true })]);
    const [row] = await workerA.query<{ next_run_at: Date }>(
      'SELECT next_run_at FROM schedules WHERE id = $1',
      [id],
    );
    expect(row!.next_run_at.toISOString()).toBe('2026-05-02T13:10:00.000Z');
  });

  it('fires a daily 02:30 Europe/Berlin schedule once a day across the March change', async () => {
    const { id } = await schedule(
      { frequency: 'daily', cron: null, time: '02:30', timezone: 'Europe/Berlin' },
      new Date('2026-03-28T01:30:00Z'),
    );
    // Ticking every 5 minutes from 27 March noon to 30 March noon (UTC).
    for (const now of minutes(new Date('2026-03-27T12:00:00Z'), 72 * 12, 5)) {
      await Promise.all([claimDue(workerA, now), claimDue(workerB, now)]);
    }
    const runs = await runsOf(id);
    expect(runs.map((run) => run.due_at.toISOString())).toEqual([
      '2026-03-28T01:30:00.000Z', // 02:30 CET
      '2026-03-29T01:30:00.000Z', // 02:30 does not exist: 03:30 CEST, once
      '2026-03-30T00:30:00.000Z', // 02:30 CEST
    ]);
  });

  it('claims every schedule due at once, more than one batch of them, once', async () => {
    await workerA.query(`UPDATE schedules SET status = 'Paused'`);
    const due = new Date('2026-05-04T10:00:00Z');
    const { id } = await schedule({}, due);
    // 600 copies of it: more than one claim batch (500) due at the same minute.
    await workerA.query(
      `INSERT INTO schedules (account_id, scope, resources, task_type, cron, time, timezone,
         status, next_run_at)
       SELECT account_id, scope, resources, task_type, cron, time, timezone, status,
         next_run_at FROM schedules, generate_series(1, 599) WHERE id = $1`,
      [id],
    );
    const now = new Date('2026-05-04T10:00:30Z');
    // One claimer alone claims them all.
    expect(await claimDue(workerA, now)).toHaveLength(600);
    expect(await claimDue(workerB, now)).toEqual([]);
    const [slots] = await workerA.query<{ runs: number; schedules: number }>(
      `SELECT count(*)::int AS runs, count(DISTINCT r.schedule_id)::int AS schedules
       FROM schedule_runs r WHERE r.due_at = $1`,
      [due],
    );
    expect(slots).toEqual({ runs: 600, schedules: 600 });
    const next = await workerA.query<{ next_run_at: Date }>(
      `SELECT DISTINCT next_run_at FROM schedules WHERE status = 'Active'`,
    );
    expect(next).toEqual([{ next_run_at: new Date('2026-05-04T10:10:00Z') }]);
    await workerA.query(`UPDATE schedules SET status = 'Paused'`);
  });

  it('never fires a paused schedule', async () => {
    const { id } = await schedule({ status: 'Paused' }, new Date('2026-05-03T10:00:00Z'));
    await claimDue(workerA, new Date('2026-05-03T12:00:00Z'));
    expect(await runsOf(id)).toEqual([]);
  });
});
