import { alertJobs } from '../src/alerts/jobs';
import { alertFollowUp } from '../src/alerts/notify';
import type { Db } from '../src/db/connection';
import { RUN_KINDS } from '../src/engine/run-kinds';
import type { Env } from '../src/env';
import type { JobSender } from '../src/jobs/define-job';

/**
 * The alert deliveries a test's follow-ups queue, kept in this process, and the real delivery job
 * to send them: `queue` goes where the worker's queue would, `sendQueued` works what it holds.
 */
export function queuedDeliveries(db: Db, env: Env) {
  const queued: string[] = [];
  const queue = {
    send: async (_name: string, data: { deliveryId: string }) => {
      queued.push(data.deliveryId);
      return null;
    },
  } as unknown as JobSender;
  const [delivery] = alertJobs(db, env);
  return {
    queue,
    /**
     * Sends every queued delivery, in order. `failures: 'left for retry'` where a test makes a
     * channel fail: the job's throw (which asks pg-boss for a retry) is then expected.
     */
    async sendQueued(failures: 'thrown' | 'left for retry' = 'thrown') {
      for (let id = queued.shift(); id; id = queued.shift()) {
        const sent = delivery!.handle({ deliveryId: id });
        await (failures === 'thrown' ? sent : sent.catch(() => undefined));
      }
    },
  };
}

/**
 * The pipeline's side of a scheduled scan's end, worked in this process: the scan is recorded
 * with its score, its alert evaluated (the real follow-up) and what that queues sent.
 */
export function scanFollowUps(db: Db, env: Env, failures: 'thrown' | 'left for retry' = 'thrown') {
  const deliveries = queuedDeliveries(db, env);
  return {
    async scanEnds(scanId: string, score: number) {
      await db.query(
        `UPDATE scans SET time_completed = clock_timestamp(), score = $2 WHERE id = $1`,
        [scanId, score],
      );
      await alertFollowUp(
        { db, queue: deliveries.queue, appUrl: env.APP_URL, kinds: RUN_KINDS },
        { type: 'scan', id: scanId },
      );
      await deliveries.sendQueued(failures);
    },
  };
}
