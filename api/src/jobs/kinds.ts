import { z } from 'zod';
import { defineJob } from './define-job';

/**
 * Every kind of background job: queue name, payload (camelCase ids) and retry policy. Any folder
 * may send one of these without importing the folder that handles it; the handlers are bound in
 * engine/pipeline.ts (what follows what) or in the owning folder's jobs.ts (housekeeping crons).
 * Queue names are stored with queued jobs: renaming one strands the jobs already queued.
 */
const id = z.string().min(1);
const none = z.object({});

/** Crawls a site (site creation, POST /v1/ops/site/{id}/crawl). */
export const crawlSiteJob = defineJob({
  name: 'site.crawl',
  payload: z.object({ siteId: id, processId: id }),
  retryLimit: 3,
});

/** Scans one page. Jobs queued before the payloads were camelCase carry `scan_id`. */
export const scanPageJob = defineJob({
  name: 'scan.page',
  payload: z.preprocess(
    (data) =>
      data && typeof data === 'object' && 'scan_id' in data && !('scanId' in data)
        ? { scanId: data.scan_id }
        : data,
    z.object({ scanId: id }),
  ),
  retryLimit: 3,
  singletonKey: (job) => job.scanId,
});

/** Generates a site's cases (the case.generate process). */
export const generateCasesJob = defineJob({
  name: 'case.generate',
  payload: z.object({ siteId: id, processId: id }),
  retryLimit: 3,
  singletonKey: (job) => job.processId,
});

/** Compares a test's scans once its post scan completed (page-tests/). */
export const compareTestJob = defineJob({
  name: 'test.compare',
  payload: z.object({ testId: id }),
  retryLimit: 3,
  singletonKey: (job) => job.testId,
});

/** Compares one path of a site migration once both its scans completed (site-migrations/). */
export const compareMigrationPathJob = defineJob({
  name: 'migration.compare',
  payload: z.object({ pathId: id }),
  retryLimit: 3,
  singletonKey: (job) => job.pathId,
});

/** Daily: scans, artifacts and the API log past the team's plan retention (server.md §2). */
export const artifactRetentionJob = defineJob({
  name: 'artifacts.retention',
  payload: none,
  cron: '17 3 * * *',
  retryLimit: 3,
});

/** Hourly: usage periods roll over every 30 days. */
export const usageResetJob = defineJob({ name: 'usage.reset', payload: none, cron: '17 * * * *' });

export const pruneRefreshTokensJob = defineJob({
  name: 'auth.prune-refresh-tokens',
  payload: none,
  cron: '43 3 * * *',
});

/** Used and expired reset links are useless after a day; the table stays small. */
export const pruneResetTokensJob = defineJob({
  name: 'auth.prune-reset-tokens',
  payload: none,
  cron: '51 3 * * *',
});

/** Runs one case run's steps in Chromium (POST /v1/ops/caserun); the run id is its key. */
export const runCaseJob = defineJob({
  name: 'caserun.run',
  payload: z.object({ caserunId: id }),
  retryLimit: 2,
  singletonKey: (job) => job.caserunId,
});

/**
 * Fires one claimed slot of a schedule: its scans, tests or case runs (the run id is its key and
 * its job id). The process that claimed the slot fires it at once and deletes this job, which
 * waits 30 s before it may run (schedules/claim.ts): it only runs when that process died or its
 * fire threw, so one poller fetching every 5 s is enough and costs little while idle.
 */
export const fireScheduleJob = defineJob({
  name: 'schedule.fire',
  payload: z.object({ runId: z.string().uuid() }),
  // 5 + 10 + … + 160 s: past the 2 minutes after which a unit a dead firer held is taken over.
  retryLimit: 6,
  singletonKey: (job) => job.runId,
  jobId: (job) => job.runId,
  batchSize: 50,
  concurrency: 1,
  pollingSeconds: 5,
});

/** Sends one alert notification (webhook, email, Slack), retried with backoff (alerts/). */
export const deliverAlertJob = defineJob({
  name: 'alert.deliver',
  payload: z.object({ deliveryId: id }),
  retryLimit: 4,
  singletonKey: (job) => job.deliveryId,
});

/**
 * Runs one node of a flow run (flows/): makes the node's objects once, then queues itself again
 * (startAfter) until they have ended, so a node waiting on scans or a wait node holds no worker.
 */
export const runFlowNodeJob = defineJob({
  name: 'flow.node',
  // `wake`: sent because a run the node waits on ended; such a job looks and never re-queues.
  payload: z.object({ flowrunId: id, nodeId: z.string().min(1), wake: z.boolean().optional() }),
  retryLimit: 3,
});

/** Daily: uptime results past the plan's retention, hourly aggregates past 13 months (uptime/). */
export const uptimeRetentionJob = defineJob({
  name: 'uptime.retention',
  payload: none,
  cron: '29 3 * * *',
  retryLimit: 3,
});
