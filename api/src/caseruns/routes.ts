import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { route } from '../http/route';
import type { CaseRunService } from './service';

export function caseRunRoutes(app: FastifyInstance, callers: ResolveCaller, runs: CaseRunService) {
  route(app, callers, endpoints.createCaseRun, ({ caller, body }) =>
    runs.create(caller.accountId, body),
  );
  route(app, callers, endpoints.listCaseRuns, ({ caller, query }) =>
    runs.list(caller.accountId, query),
  );
  route(app, callers, endpoints.getCaseRun, ({ caller, params }) =>
    runs.get(caller.accountId, params.id),
  );
}
