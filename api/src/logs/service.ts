import type { PageQuery } from '@vigil/contract';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import { paginated } from '../http/pagination';
import type { Caller } from '../http/route';
import { findActiveMembership } from '../teams/repository';
import * as logs from './repository';

export type ApiLogService = ReturnType<typeof createApiLogService>;

/** `?status=4xx` → 400..499, `?status=404` → 404 only (the contract checked the form). */
export function statusRange(
  status: string | undefined,
): Pick<logs.ApiLogFilter, 'statusFrom' | 'statusTo'> {
  if (!status) return {};
  if (status.endsWith('xx')) {
    const from = Number(status[0]) * 100;
    return { statusFrom: from, statusTo: from + 99 };
  }
  return { statusFrom: Number(status), statusTo: Number(status) };
}

export function createApiLogService(db: Db) {
  async function teamOf(caller: Caller): Promise<string> {
    const member = await findActiveMembership(db, caller.user.id);
    if (!member) throw notFound('You are not a member of a team yet.');
    return member.account_id;
  }

  return {
    async list(
      caller: Caller,
      url: string,
      query: PageQuery & { status?: string | undefined; method?: string | undefined },
    ) {
      const accountId = await teamOf(caller);
      const filter = { ...statusRange(query.status), method: query.method };
      const [count, rows] = await Promise.all([
        logs.countApiLogs(db, accountId, filter),
        logs.listApiLogs(db, accountId, filter, query.limit, query.offset),
      ]);
      return paginated(url, query, count, rows.map(logs.toApiLog));
    },

    /** Another team's entry answers 404 like a missing one (server.md §1). */
    async get(caller: Caller, id: string) {
      const row = await logs.findApiLog(db, await teamOf(caller), id);
      if (!row) throw notFound();
      return logs.toApiLogDetail(row);
    },
  };
}
