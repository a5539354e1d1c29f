import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError, sendError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a route authenticated by other means (a signature), exempt from the CSRF check. */
    csrf?: boolean;
  }
}

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit CSRF (server.md §1): every response to a request without the cookie sets one;
 * unsafe requests must echo it in X-CSRFToken unless they authenticate with a `Token` key
 * (scripts and CI, which no browser sends on its own).
 */
export function registerCsrf(app: FastifyInstance, options: { secureCookie: boolean }) {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('hex'), {
        path: '/',
        sameSite: 'lax',
        secure: options.secureCookie,
        httpOnly: false, // the client reads it to echo it
        maxAge: 365 * 24 * 3600,
      });
    }
    if (SAFE_METHODS.has(request.method)) return;
    if (/^Token\s/i.test(request.headers.authorization ?? '')) return;
    // Server-to-server deliveries that prove themselves otherwise (Stripe's signed webhook).
    if (request.routeOptions.config.csrf === false) return;
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      return sendError(
        request,
        reply,
        new HttpError(403, 'CSRF Failed: CSRF token missing or incorrect.'),
      );
    }
  });
}
