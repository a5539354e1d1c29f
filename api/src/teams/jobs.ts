import { deleteExpiredRefreshTokens } from '../auth/repository';
import type { Db } from '../db/connection';
import type { JobDefinition } from '../jobs/registry';
import { resetDueUsage } from './repository';

export const USAGE_RESET = 'usage.reset';
export const PRUNE_REFRESH_TOKENS = 'auth.prune-refresh-tokens';

/** Housekeeping of accounts: usage periods roll over every 30 days; expired tokens go. */
export function teamJobs(db: Db): JobDefinition[] {
  return [
    { name: USAGE_RESET, cron: '17 * * * *', handle: async () => void (await resetDueUsage(db)) },
    {
      name: PRUNE_REFRESH_TOKENS,
      cron: '43 3 * * *',
      handle: async () => void (await deleteExpiredRefreshTokens(db)),
    },
  ];
}
