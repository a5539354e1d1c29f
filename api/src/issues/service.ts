import type { Issue, IssueCreateBody, IssueUpdateBody, PageQuery } from '@vigil/contract';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import type { Rows } from '../http/pagination';
import * as issues from './repository';

export type IssueService = ReturnType<typeof createIssueService>;

/** Labels as a set: the same label twice is kept once, in the order first given. */
const uniqueLabels = (labels: string[] | undefined) => (labels ? [...new Set(labels)] : undefined);

export function createIssueService(db: Db) {
  return {
    async list(
      accountId: string,
      page: PageQuery,
      filter: issues.IssueFilter,
    ): Promise<Rows<Issue>> {
      // Another team's site answers 404 like a missing one (server.md §1), not an empty list.
      if (filter.siteId && !(await issues.isTeamSite(db, accountId, filter.siteId)))
        throw notFound();
      const [count, rows] = await Promise.all([
        issues.countIssues(db, accountId, filter),
        issues.listIssues(db, accountId, filter, page.limit, page.offset),
      ]);
      return { count, rows: rows.map(issues.toIssue) };
    },

    /** Another team's issue answers 404 like a missing one (server.md §1). */
    async get(accountId: string, id: string): Promise<Issue> {
      const row = await issues.findIssue(db, accountId, id);
      if (!row) throw notFound();
      return issues.toIssue(row);
    },

    async create(accountId: string, body: IssueCreateBody): Promise<Issue> {
      const row = await issues.insertIssue(db, {
        accountId,
        title: body.title,
        details: body.details ?? '',
        labels: uniqueLabels(body.labels) ?? [],
      });
      return issues.toIssue(row);
    },

    async update(accountId: string, id: string, body: IssueUpdateBody): Promise<Issue> {
      const row = await issues.updateIssue(db, accountId, id, {
        ...body,
        labels: uniqueLabels(body.labels),
      });
      if (!row) throw notFound();
      return issues.toIssue(row);
    },

    async closeMany(accountId: string, ids: string[]) {
      return { closed: await issues.closeIssues(db, accountId, [...new Set(ids)]) };
    },
  };
}
