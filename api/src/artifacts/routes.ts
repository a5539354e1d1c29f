import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import type { ResolveCaller } from '../http/caller';
import { route } from '../http/route';
import type { ArtifactStore } from './store';

/** GET /v1/ops/artifact/{id}: the file, only for the team that owns it (else 404). */
export function artifactRoutes(
  app: FastifyInstance,
  callers: ResolveCaller,
  artifacts: ArtifactStore,
) {
  route(app, callers, endpoints.getArtifact, async ({ caller, params, reply }) => {
    const found = await artifacts.open(caller.accountId, params.id);
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
