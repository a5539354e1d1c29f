import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { route } from '../http/route';
import type { CaseService } from './service';

export function caseRoutes(app: FastifyInstance, callers: ResolveCaller, cases: CaseService) {
  route(app, callers, endpoints.listCases, ({ caller, query }) =>
    cases.list(caller.accountId, query),
  );
  route(app, callers, endpoints.getCase, ({ caller, params }) =>
    cases.get(caller.accountId, params.id),
  );
}
