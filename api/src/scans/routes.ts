import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import { route, type Authenticate } from '../http/route';
import type { ScanService } from './service';

export function scanRoutes(app: FastifyInstance, authenticate: Authenticate, scans: ScanService) {
  route(app, authenticate, endpoints.createScan, async ({ caller, body, reply }) => {
    const created = await scans.create(caller, body);
    reply.status(201);
    return created;
  });
  route(app, authenticate, endpoints.listScans, ({ caller, query, request }) =>
    scans.list(caller, request.url, query.page_id, query),
  );
  route(app, authenticate, endpoints.getScan, ({ caller, params }) => scans.get(caller, params.id));
}
