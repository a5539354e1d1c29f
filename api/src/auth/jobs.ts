import type { Db } from '../db/connection';
import type { JobDefinition } from '../jobs/define-job';
import { pruneResetTokensJob } from '../jobs/kinds';
import { deleteStaleResetTokens } from './repository-reset-tokens';

export function authJobs(db: Db): JobDefinition[] {
  return [
    pruneResetTokensJob.worker({ handle: async () => void (await deleteStaleResetTokens(db)) }),
  ];
}
