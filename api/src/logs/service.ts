import type { ApiLog, PageQuery } from '@vigil/contract';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import type { Rows } from '../http/pagination';
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
  return {
    async list(
      accountId: string,
      query: PageQuery & { status?: string | undefined; method?: string | undefined },
    ): Promise<Rows<ApiLog>> {
      const filter = { ...statusRange(query.status), method: query.method };
      const [count, rows] = await Promise.all([
        logs.countApiLogs(db, accountId, filter),
        logs.listApiLogs(db, accountId, filter, query.limit, query.offset),
      ]);
      return { count, rows: rows.map(logs.toApiLog) };
    },

    /** Another team's entry answers 404 like a missing one (server.md §1). */
    async get(accountId: string, id: string) {
      const row = await logs.findApiLog(db, accountId, id);
      if (!row) throw notFound();
      return logs.toApiLogDetail(row);
    },
  };
}
