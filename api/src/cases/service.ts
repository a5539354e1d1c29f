import type { Case, PageQuery } from '@vigil/contract';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import { paginated } from '../http/pagination';
import type { Caller } from '../http/route';
import { findActiveMembership } from '../teams/repository';
import * as cases from './repository';

export type CaseService = ReturnType<typeof createCaseService>;

/** Case reads, scoped by the caller's team: another team's case or site answers 404. */
export function createCaseService(db: Db) {
  async function teamOf(caller: Caller): Promise<string> {
    const member = await findActiveMembership(db, caller.user.id);
    if (!member) throw notFound('You are not a member of a team yet.');
    return member.account_id;
  }

  return {
    async list(caller: Caller, url: string, query: PageQuery & { site_id?: string }) {
      const accountId = await teamOf(caller);
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
      return paginated<Case>(url, query, count, rows.map(cases.toCase));
    },

    async get(caller: Caller, id: string): Promise<Case> {
      const row = await cases.findCase(db, await teamOf(caller), id);
      if (!row) throw notFound();
      return cases.toCase(row);
    },
  };
}
