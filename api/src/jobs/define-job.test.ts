import { z } from 'zod';
import { queueWorld } from '../../test/queue-world';
import { until } from '../../test/worker-process';
import { defineJob } from './define-job';
import { scanPageJob } from './kinds';
import { declareJobs, startWorkers } from './registry';

const greetJob = defineJob({
  name: 'test.greet',
  payload: z.object({ siteId: z.string().uuid() }),
  retryLimit: 3,
  singletonKey: (job) => job.siteId,
});
const SITE = '6f1d0c5e-3a51-4a8e-9a43-2f7d1c0b9e11';

describe('defineJob', () => {
  it('sends a typed payload under its singleton key, and refuses a bad one before sending', async () => {
    const sent: unknown[][] = [];
    const recorder = { send: (async (...args: unknown[]) => sent.push(args) && 'id') as never };
    await greetJob.send(recorder, { siteId: SITE });
    expect(sent).toEqual([['test.greet', { siteId: SITE }, { singletonKey: SITE }]]);
    await expect(greetJob.send(recorder, { siteId: 'nope' })).rejects.toThrow(z.ZodError);
    expect(sent).toHaveLength(1);
  });

  it('reads the scan jobs queued before payloads were camelCase', () => {
    expect(scanPageJob.payload.parse({ scan_id: 'a' })).toEqual({ scanId: 'a' });
    expect(scanPageJob.payload.parse({ scanId: 'b' })).toEqual({ scanId: 'b' });
  });
});

describe('a worker of a defined job', () => {
  const world = queueWorld();

  it('fails a job whose payload does not parse, once, with the reason, never running it', async () => {
    const handled: unknown[] = [];
    const finalFailures: unknown[] = [];
    const job = greetJob.worker({
      handle: async (payload) => void handled.push(payload),
      onFinalFailure: async (payload) => void finalFailures.push(payload),
    });
    await declareJobs(world.queue, [job]);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await startWorkers(world.queue, [job], 1);
      const bad = (await world.queue.send('test.greet', { site_id: SITE }))!;
      const good = (await greetJob.send(world.queue, { siteId: SITE }))!;
      const failed = await until(
        () => world.queue.getJobById('test.greet', bad),
        (read) => read?.state === 'failed',
        20_000,
      );
      expect(failed).toMatchObject({ state: 'failed', retryCount: 0, retryLimit: 0 });
      expect(failed?.output).toMatchObject({
        message:
          'invalid test.greet payload: siteId: Invalid input: expected string, received undefined',
      });
      await until(
        () => world.queue.getJobById('test.greet', good),
        (read) => read?.state === 'completed',
        20_000,
      );
      expect(handled).toEqual([{ siteId: SITE }]);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('invalid test.greet payload'));
      expect(finalFailures).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});
