import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import type { ResolveCaller } from '../http/caller';
import { route } from '../http/route';
import { FLOW_COOKIE, FLOW_TTL_MS } from './google/flow-cookie';
import type { AttemptLimiter } from './attempt-limiter';
import type { GoogleSignIn } from './google/google-sign-in';
import type { PasswordReset } from './password-reset';
import type { AuthService } from './service';

export interface AuthRouteDeps {
  reset: PasswordReset;
  /** Every reset-link request sends an email, so they are limited per address and per account. */
  resetLinkRequests: AttemptLimiter;
  /** Null when Google is not configured: its start answers 404 and the client hides the button. */
  google: GoogleSignIn | null;
  appUrl: string;
  secureCookie: boolean;
}

export function authRoutes(
  app: FastifyInstance,
  auth: AuthService,
  callers: ResolveCaller,
  deps: AuthRouteDeps,
) {
  route(app, callers, endpoints.register, async ({ body, reply }) => {
    reply.status(201);
    return auth.register(body);
  });
  route(app, callers, endpoints.login, ({ body, request }) => auth.login(body, request.ip));
  route(app, callers, endpoints.refresh, ({ body }) => auth.refresh(body.refresh));
  route(app, callers, endpoints.logout, ({ body }) => auth.logout(body.refresh));
  route(app, callers, endpoints.csrf, async () => ({ detail: 'CSRF cookie set' }));

  route(app, callers, endpoints.getResetLink, async ({ body, request }) => {
    const source = { email: body.email, address: request.ip };
    await deps.resetLinkRequests.check(source);
    await deps.resetLinkRequests.record(source);
    return deps.reset.sendLink(body.email);
  });
  route(app, callers, endpoints.resetPassword, ({ body, request }) =>
    deps.reset.reset(request.headers.authorization, body.password),
  );

  // Only sent back to the return path; lax, because Google's redirect is a top-level navigation.
  const flowCookie = {
    path: endpoints.googleReturn.path,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: deps.secureCookie,
  };
  route(app, callers, endpoints.googleStart, async ({ reply }) => {
    if (!deps.google) throw notFound('Google sign-in is not configured.');
    const { url, cookie } = await deps.google.start();
    reply.setCookie(FLOW_COOKIE, cookie, { ...flowCookie, maxAge: FLOW_TTL_MS / 1000 });
    return reply.redirect(url);
  });
  route(app, callers, endpoints.googleReturn, async ({ query, request, reply }) => {
    const target = deps.google
      ? await deps.google.finish(query, request.cookies[FLOW_COOKIE])
      : new URL('/login?google=failed', deps.appUrl).href;
    // One use per flow: a replayed return finds no cookie.
    reply.clearCookie(FLOW_COOKIE, flowCookie);
    reply.header('cache-control', 'no-store');
    return reply.redirect(target);
  });
}
