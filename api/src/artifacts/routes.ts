import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import { route, type Authenticate } from '../http/route';
import { findActiveMembership } from '../teams/repository';
import type { ArtifactStore } from './store';

/** GET /v1/ops/artifact/{id}: the file, only for the team that owns it (else 404). */
export function artifactRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  db: Db,
  artifacts: ArtifactStore,
) {
  route(app, authenticate, endpoints.getArtifact, async ({ caller, params, reply }) => {
    const member = await findActiveMembership(db, caller.user.id);
    const found = member ? await artifacts.open(member.account_id, params.id) : null;
    if (!found) throw notFound();
    if (found.size !== undefined) reply.header('content-length', found.size);
    // Streamed as stored; nosniff and a sandboxing CSP keep a captured page's HTML inert.
    return reply
      .header('content-type', found.row.content_type)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "sandbox; default-src 'none'")
      .header('cache-control', 'private, max-age=3600')
      .send(found.body);
  });
}
