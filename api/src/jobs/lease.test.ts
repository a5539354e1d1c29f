import { queueWorld } from '../../test/queue-world';
import { z } from 'zod';
import { defineJob } from './define-job';
import { declareJobs, startWorkers, type Lease } from './registry';

// One database and queue for the file: each test's job has a queue of its own (its name), so the
// tests cannot meet, and a fresh PGlite with pg-boss's schema costs seconds of CPU each time.
const world = queueWorld({ per: 'file' });

/** A job that takes 5 s, run under `lease` while expiry sweeps (as maintenance does) every 0.5 s. */
async function runSlowJob(name: string, lease: Lease, { untilLapsed = false } = {}) {
  const runs: number[] = [];
  const sent: { id?: string } = {}; // the handler may start before send() has answered
  const job = defineJob({ name, payload: z.object({}), retryLimit: 1 }).worker({
    handle: async () => {
      runs.push(Date.now());
      // A dead worker's run: it goes on until its lease has lapsed (a condition, not a fixed 5 s
      // that a slow sweep on a loaded machine could outlast), however long the sweep takes.
      if (untilLapsed && runs.length === 1) return lapsed();
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    },
  });
  await declareJobs(world.queue, [job], lease);
  await world.queue.updateQueue(name, { name, retryDelay: 1, retryBackoff: false });
  await startWorkers(world.queue, [job], 1, lease);
  const id = (sent.id = (await world.queue.send(name, {}))!);
  await untilCompleted(name, id);
  return { runs, job: await world.queue.getJobById(name, id) };

  async function lapsed() {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (sent.id && (await world.queue.getJobById(name, sent.id))?.state !== 'active') return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Waits (30 s at most) for the job to complete while expiry sweeps, as maintenance does, every 0.5 s. */
async function untilCompleted(name: string, id: string) {
  const deadline = Date.now() + 30_000;
  let state = (await world.queue.getJobById(name, id))?.state ?? 'gone';
  while (state !== 'completed' && Date.now() < deadline) {
    await world.queue.expire();
    await new Promise((resolve) => setTimeout(resolve, 500));
    state = (await world.queue.getJobById(name, id))?.state ?? 'gone';
  }
  return state;
}

describe('the lease of a running job', () => {
  it('is renewed while the worker lives, so a long job is never handed to another', async () => {
    const { runs, job } = await runSlowJob('test.renewed', {
      seconds: 2,
      heartbeatSeconds: 0.5,
      maxRunSeconds: 60,
    });
    expect(runs).toHaveLength(1);
    expect(job).toMatchObject({ state: 'completed', retryCount: 0 });
  });

  it('lapses when nobody renews it (a dead worker), and the job is retried', async () => {
    const { runs, job } = await runSlowJob(
      'test.lapsed',
      {
        seconds: 2,
        heartbeatSeconds: 60,
        maxRunSeconds: 60,
      },
      { untilLapsed: true },
    );
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(job?.retryCount).toBeGreaterThanOrEqual(1);
  });
});

describe('a job whose worker died between fetching it and leasing it', () => {
  it('is retried within the lease, not after the whole run limit', async () => {
    const name = 'test.unleased';
    const lease: Lease = { seconds: 2, heartbeatSeconds: 0.5, maxRunSeconds: 600 };
    const runs: number[] = [];
    const job = defineJob({ name, payload: z.object({}), retryLimit: 2 }).worker({
      handle: async () => {
        runs.push(Date.now());
      },
    });
    await declareJobs(world.queue, [job], lease);
    await world.queue.updateQueue(name, { name, retryDelay: 1, retryBackoff: false });
    const id = (await world.queue.send(name, {}))!;
    // What pg-boss's fetch leaves of a worker killed before its first renewal: active since 5 s,
    // with the run limit (10 min) as its expiry.
    await world.db.query(
      `UPDATE pgboss.job SET state = 'active', started_on = now() - interval '5 seconds'
       WHERE name = $1 AND id = $2`,
      [name, id],
    );
    await startWorkers(world.queue, [job], 1, lease);
    expect(await untilCompleted(name, id)).toBe('completed');
    expect(runs).toHaveLength(1);
    expect((await world.queue.getJobById(name, id))?.retryCount).toBe(1);
  });
});

describe('a job retried after its worker died', () => {
  it("runs again with the whole run limit, not what was left of the dead worker's lease", async () => {
    const name = 'test.stale-lease';
    const lease: Lease = { seconds: 2, heartbeatSeconds: 0.5, maxRunSeconds: 60 };
    const runs: number[] = [];
    const job = defineJob({ name, payload: z.object({}), retryLimit: 2 }).worker({
      handle: async () => {
        runs.push(Date.now());
        await new Promise((resolve) => setTimeout(resolve, 4_000));
      },
    });
    await declareJobs(world.queue, [job], lease);
    await world.queue.updateQueue(name, { name, retryDelay: 1, retryBackoff: false });
    const id = (await world.queue.send(name, {}))!;
    // What a worker killed mid-job leaves: active, started 5 s ago, its last lease (3 s from the
    // start) lapsed 2 s ago. The sweep retries it, carrying that 3 s expiry.
    await world.db.query(
      `UPDATE pgboss.job SET state = 'active', started_on = now() - interval '5 seconds',
         expire_in = interval '3 seconds'
       WHERE name = $1 AND id = $2`,
      [name, id],
    );
    await world.queue.expire();
    expect(await world.queue.getJobById(name, id)).toMatchObject({ state: 'retry', retryCount: 0 });

    // Its 4 s run outlasts the stale 3 s expiry: pg-boss would time it out and run it again.
    await startWorkers(world.queue, [job], 1, lease);
    expect(await untilCompleted(name, id)).toBe('completed');
    expect(runs).toHaveLength(1);
  });
});
