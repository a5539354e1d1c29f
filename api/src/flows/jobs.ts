import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';
import type { Env } from '../env';
import type { JobDefinition, JobSender } from '../jobs/define-job';
import { runFlowNodeJob } from '../jobs/kinds';
import { createMailer, type Mailer } from '../mail/mailer';
import { slackWebhookReader } from '../slack/repository';
import { failNode, runNode, type FlowEngineDeps } from './engine';

/** The worker has no request logger: mail lines go to stderr, naming recipient and subject. */
const workerLog = {
  info: (fields: { to?: string; subject?: string }, message: string) =>
    console.warn(`[flows] ${message}: ${fields.subject ?? ''} → ${fields.to ?? ''}`),
} as unknown as FastifyBaseLogger;

/** A node's safety poll: each run's end wakes the nodes waiting on it (flows/wake.ts) first. */
export const FLOW_POLL_SECONDS = 30;

/**
 * The engine's dependencies. The run-kind registry and what follows a flow run's end come from
 * the composition root (runtime.ts), so flows reach no other domain folder themselves.
 */
export function flowEngineDeps(
  db: Db,
  env: Env,
  queue: JobSender | undefined,
  { kinds, runFinished }: Pick<FlowEngineDeps, 'kinds' | 'runFinished'>,
  mailer: Mailer = createMailer(env, workerLog),
): FlowEngineDeps {
  return {
    db,
    queue,
    kinds,
    runFinished,
    mailer,
    allowPrivate: env.VIGIL_ALLOW_PRIVATE_TARGETS,
    appUrl: env.APP_URL,
    slackWebhook: slackWebhookReader(db, env.VIGIL_SECRET_KEY),
    pollSeconds: FLOW_POLL_SECONDS,
  };
}

/** Flow runs: one job per node (flows/engine.ts); a node whose job failed for good fails. */
export function flowJobs(deps: FlowEngineDeps): JobDefinition[] {
  return [
    runFlowNodeJob.worker({
      handle: (job) => runNode(deps, job),
      onFinalFailure: (job, error) => failNode(deps, job, error),
    }),
  ] as JobDefinition[];
}
