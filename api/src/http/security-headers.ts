import type { FastifyInstance } from 'fastify';

/**
 * Headers on every API answer (the gateway passes them through as they are): nosniff, so no
 * answer is ever read as HTML or script by a browser; and `no-store` unless the route chose its
 * own caching (an artifact), because answers carry tokens (sign-in, refresh, password, API key),
 * invite codes and team data that must not stay in a browser or proxy cache.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
