import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { route } from '../http/route';
import type { ScanService } from './service';

export function scanRoutes(app: FastifyInstance, callers: ResolveCaller, scans: ScanService) {
  route(app, callers, endpoints.createScan, ({ caller, body }) =>
    scans.create(caller.accountId, body),
  );
  route(app, callers, endpoints.listScans, ({ caller, query }) =>
    scans.list(caller.accountId, query.page_id, query),
  );
  route(app, callers, endpoints.getScan, ({ caller, params }) =>
    scans.get(caller.accountId, params.id),
  );
}
