import { deleteExpiredRefreshTokens } from '../auth/repository';
import type { Db } from '../db/connection';
import type { JobDefinition } from '../jobs/define-job';
import { pruneRefreshTokensJob, usageResetJob } from '../jobs/kinds';
import { resetDueUsage } from './repository';

/** Housekeeping of accounts: usage periods roll over every 30 days; expired tokens go. */
export function teamJobs(db: Db): JobDefinition[] {
  return [
    usageResetJob.worker({ handle: async () => void (await resetDueUsage(db)) }),
    pruneRefreshTokensJob.worker({
      handle: async () => void (await deleteExpiredRefreshTokens(db)),
    }),
  ];
}
