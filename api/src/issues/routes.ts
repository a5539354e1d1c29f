import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import { route, type Authenticate } from '../http/route';
import type { IssueService } from './service';

export function issueRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  issues: IssueService,
) {
  route(app, authenticate, endpoints.listIssues, ({ caller, query, request }) =>
    issues.list(caller, request.url, query, { status: query.status, search: query.search }),
  );
  route(app, authenticate, endpoints.getIssue, ({ caller, params }) =>
    issues.get(caller, params.id),
  );
  route(app, authenticate, endpoints.createIssue, async ({ caller, body, reply }) => {
    const issue = await issues.create(caller, body);
    reply.status(201);
    return issue;
  });
  // Registered like the others; Fastify matches the static /close before /:id.
  route(app, authenticate, endpoints.closeIssues, ({ caller, body }) =>
    issues.closeMany(caller, body.ids),
  );
  route(app, authenticate, endpoints.updateIssue, ({ caller, params, body }) =>
    issues.update(caller, params.id, body),
  );
}
