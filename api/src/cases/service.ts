import type { Case, PageQuery } from '@vigil/contract';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import type { Rows } from '../http/pagination';
import * as cases from './repository';

export type CaseService = ReturnType<typeof createCaseService>;

/** Case reads, scoped by the caller's team: another team's case or site answers 404. */
export function createCaseService(db: Db) {
  return {
    async list(accountId: string, query: PageQuery & { site_id?: string }): Promise<Rows<Case>> {
      if (query.site_id) {
        const owned = await db.query('SELECT 1 FROM sites WHERE id = $1 AND account_id = $2', [
          query.site_id,
          accountId,
        ]);
        if (owned.length === 0) throw notFound();
      }
      const { count, rows } = await cases.listCases(
        db,
        { accountId, ...(query.site_id ? { siteId: query.site_id } : {}) },
        query.limit,
        query.offset,
      );
      return { count, rows: rows.map(cases.toCase) };
    },

    async get(accountId: string, id: string): Promise<Case> {
      const row = await cases.findCase(db, accountId, id);
      if (!row) throw notFound();
      return cases.toCase(row);
    },
  };
}
