import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { route } from '../http/route';
import type { IssueService } from './service';

export function issueRoutes(app: FastifyInstance, callers: ResolveCaller, issues: IssueService) {
  route(app, callers, endpoints.listIssues, ({ caller, query }) =>
    issues.list(caller.accountId, query, {
      status: query.status,
      search: query.search,
      siteId: query.site_id,
    }),
  );
  route(app, callers, endpoints.getIssue, ({ caller, params }) =>
    issues.get(caller.accountId, params.id),
  );
  route(app, callers, endpoints.createIssue, ({ caller, body }) =>
    issues.create(caller.accountId, body),
  );
  // Registered like the others; Fastify matches the static /close before /:id.
  route(app, callers, endpoints.closeIssues, ({ caller, body }) =>
    issues.closeMany(caller.accountId, body.ids),
  );
  route(app, callers, endpoints.updateIssue, ({ caller, params, body }) =>
    issues.update(caller.accountId, params.id, body),
  );
}
