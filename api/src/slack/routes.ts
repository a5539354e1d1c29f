import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { route } from '../http/route';
import { INSTALL_COOKIE, INSTALL_TTL_MS } from './install-state';
import type { SlackService } from './service';

export function slackRoutes(
  app: FastifyInstance,
  callers: ResolveCaller,
  service: SlackService,
  secureCookie: boolean,
) {
  // Only sent to the callback; lax, because Slack's redirect is a top-level navigation.
  const flowCookie = {
    path: endpoints.slackCallback.path,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookie,
  };
  route(app, callers, endpoints.getSlack, ({ caller }) =>
    service.status(caller.accountId, caller.memberType === 'admin'),
  );
  route(app, callers, endpoints.connectSlack, ({ caller, body }) =>
    service.connect(caller.accountId, body),
  );
  route(app, callers, endpoints.disconnectSlack, ({ caller }) =>
    service.disconnect(caller.accountId),
  );
  route(app, callers, endpoints.testSlack, ({ caller }) => service.sendTest(caller.accountId));
  route(app, callers, endpoints.installSlack, async ({ caller, reply }) => {
    const { url, state } = service.install(caller.accountId);
    reply.setCookie(INSTALL_COOKIE, state.nonce, { ...flowCookie, maxAge: INSTALL_TTL_MS / 1000 });
    return { url };
  });
  route(app, callers, endpoints.slackCallback, async ({ query, request, reply }) => {
    const target = await service.finish(query, request.cookies[INSTALL_COOKIE]);
    // One use per install: a replayed callback finds no cookie.
    reply.clearCookie(INSTALL_COOKIE, flowCookie);
    reply.header('cache-control', 'no-store');
    return reply.redirect(target);
  });
}
