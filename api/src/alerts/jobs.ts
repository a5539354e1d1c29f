import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';
import type { Env } from '../env';
import type { JobDefinition } from '../jobs/define-job';
import { deliverAlertJob } from '../jobs/kinds';
import { createMailer, type Mailer } from '../mail/mailer';
import { slackWebhookReader } from '../slack/repository';
import { failDelivery } from '../notify/repository';
import { deliver } from './deliver';

/** The worker has no request logger: mail lines go to stderr, naming recipient and subject. */
const workerLog = {
  info: (fields: { to?: string; subject?: string }, message: string) =>
    console.warn(`[alerts] ${message}: ${fields.subject ?? ''} → ${fields.to ?? ''}`),
} as unknown as FastifyBaseLogger;

/** Alert deliveries: one job each, retried with backoff, failed for good with the reason. */
export function alertJobs(db: Db, env: Env, mailer: Mailer = createMailer(env, workerLog)) {
  const deps = {
    db,
    mailer,
    allowPrivate: env.VIGIL_ALLOW_PRIVATE_TARGETS,
    slackWebhook: slackWebhookReader(db, env.VIGIL_SECRET_KEY),
  };
  return [
    deliverAlertJob.worker({
      handle: ({ deliveryId }) => deliver(deps, deliveryId),
      onFinalFailure: ({ deliveryId }, error) => failDelivery(db, deliveryId, error),
    }),
  ] as JobDefinition[];
}
