import { z } from 'zod';
import { queueWorld } from '../../test/queue-world';
import { defineJob } from './define-job';
import { declareJobs, DEFAULT_LEASE, startWorkers } from './registry';

const world = queueWorld({ per: 'file' });

describe('a job kind worked in batches', () => {
  it('runs every job of a fetch, and a failing one fails alone', async () => {
    const name = 'test.batched';
    const handled: number[] = [];
    const kind = defineJob({ name, payload: z.object({ n: z.number() }), batchSize: 10 });
    const job = kind.worker({
      handle: async ({ n }) => {
        if (n === 2) throw new Error('number two breaks');
        handled.push(n);
      },
    });
    await declareJobs(world.queue, [job], DEFAULT_LEASE);
    const ids = [];
    for (let n = 0; n < 5; n += 1) ids.push((await kind.send(world.queue, { n }))!);
    await startWorkers(world.queue, [job], 1, DEFAULT_LEASE);

    const deadline = Date.now() + 20_000;
    let states: string[] = [];
    while (Date.now() < deadline) {
      states = await Promise.all(
        ids.map(async (id) => (await world.queue.getJobById(name, id))?.state ?? 'gone'),
      );
      if (states.every((state) => state !== 'created' && state !== 'active')) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(handled.sort()).toEqual([0, 1, 3, 4]);
    expect(states[2]).toMatch(/^(retry|failed)$/);
    expect(states.filter((_, n) => n !== 2)).toEqual(Array(4).fill('completed'));
    const failed = await world.queue.getJobById(name, ids[2]!);
    expect(JSON.stringify(failed?.output)).toContain('number two breaks');
  });
});
