import type { Issue, IssueCreateBody, IssueUpdateBody, PageQuery } from '@vigil/contract';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import { paginated } from '../http/pagination';
import type { Caller } from '../http/route';
import { findActiveMembership } from '../teams/repository';
import * as issues from './repository';

const NO_TEAM = 'You are not a member of a team yet.';

export type IssueService = ReturnType<typeof createIssueService>;

/** Labels as a set: the same label twice is kept once, in the order first given. */
const uniqueLabels = (labels: string[] | undefined) => (labels ? [...new Set(labels)] : undefined);

export function createIssueService(db: Db) {
  async function teamOf(caller: Caller): Promise<string> {
    const member = await findActiveMembership(db, caller.user.id);
    if (!member) throw notFound(NO_TEAM);
    return member.account_id;
  }

  return {
    async list(caller: Caller, url: string, page: PageQuery, filter: issues.IssueFilter) {
      const accountId = await teamOf(caller);
      const [count, rows] = await Promise.all([
        issues.countIssues(db, accountId, filter),
        issues.listIssues(db, accountId, filter, page.limit, page.offset),
      ]);
      return paginated(url, page, count, rows.map(issues.toIssue));
    },

    /** Another team's issue answers 404 like a missing one (server.md §1). */
    async get(caller: Caller, id: string): Promise<Issue> {
      const row = await issues.findIssue(db, await teamOf(caller), id);
      if (!row) throw notFound();
      return issues.toIssue(row);
    },

    async create(caller: Caller, body: IssueCreateBody): Promise<Issue> {
      const row = await issues.insertIssue(db, {
        accountId: await teamOf(caller),
        title: body.title,
        details: body.details ?? '',
        labels: uniqueLabels(body.labels) ?? [],
      });
      return issues.toIssue(row);
    },

    async update(caller: Caller, id: string, body: IssueUpdateBody): Promise<Issue> {
      const row = await issues.updateIssue(db, await teamOf(caller), id, {
        ...body,
        labels: uniqueLabels(body.labels),
      });
      if (!row) throw notFound();
      return issues.toIssue(row);
    },

    async closeMany(caller: Caller, ids: string[]) {
      return { closed: await issues.closeIssues(db, await teamOf(caller), [...new Set(ids)]) };
    },
  };
}
