import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import { route, type Authenticate } from '../http/route';
import type { CaseService } from './service';

export function caseRoutes(app: FastifyInstance, authenticate: Authenticate, cases: CaseService) {
  route(app, authenticate, endpoints.listCases, ({ caller, query, request }) =>
    cases.list(caller, request.url, query),
  );
  route(app, authenticate, endpoints.getCase, ({ caller, params }) => cases.get(caller, params.id));
}
