import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import { migrationsApplied } from '../db/migrate';

/** Probes for orchestrators: /healthz = the process answers, /readyz = it can serve requests. */
export function healthRoutes(app: FastifyInstance, db: Db) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      if (await migrationsApplied(db)) return { status: 'ready', database: db.kind };
      return reply.status(503).send({ status: 'not ready', reason: 'migrations pending' });
    } catch {
      return reply.status(503).send({ status: 'not ready', reason: 'database unreachable' });
    }
  });
}
