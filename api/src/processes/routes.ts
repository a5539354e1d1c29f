import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import type { ResolveCaller } from '../http/caller';
import { route } from '../http/route';
import { listTeamProcesses } from './service';

export function processRoutes(app: FastifyInstance, callers: ResolveCaller, db: Db) {
  route(app, callers, endpoints.listProcesses, ({ caller, query }) =>
    listTeamProcesses(db, caller.accountId, query),
  );
}
