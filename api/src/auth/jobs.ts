import type { Db } from '../db/connection';
import type { JobDefinition } from '../jobs/registry';
import { deleteStaleResetTokens } from './reset-tokens';

export const PRUNE_RESET_TOKENS = 'auth.prune-reset-tokens';

/** Used and expired reset links are useless after a day; the table stays small. */
export function authJobs(db: Db): JobDefinition[] {
  return [
    {
      name: PRUNE_RESET_TOKENS,
      cron: '51 3 * * *',
      handle: async () => void (await deleteStaleResetTokens(db)),
    },
  ];
}
