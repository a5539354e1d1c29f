import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { resourceRoutes } from '../http/resource-routes';
import type { CaseRunService } from './service';

export function caseRunRoutes(app: FastifyInstance, callers: ResolveCaller, runs: CaseRunService) {
  resourceRoutes(app, callers, ['CaseRun', 'CaseRuns'], runs, { only: ['create', 'list', 'get'] });
}
