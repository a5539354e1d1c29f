import type { ApiToken } from '@vigil/contract';
import type { Db } from '../db/connection';
import type { Identity } from '../http/caller';
import { updateApiToken } from './repository';
import { newApiToken } from './tokens';

/** The caller's key for `Authorization: Token <key>` (server.md §1), shown on /internal-api. */
export function createApiTokens(db: Db) {
  return {
    /** `authenticate` reads the user on every request, so the caller's row is already current. */
    current(caller: Identity): ApiToken {
      return { api_token: caller.user.api_token };
    },

    /** A new key replaces the old one at once: a leaked key is revoked by regenerating it. */
    async regenerate(caller: Identity): Promise<ApiToken> {
      const apiToken = await updateApiToken(db, caller.user.id, newApiToken());
      return { api_token: apiToken };
    },
  };
}
