import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { route } from '../http/route';
import type { TeamService } from './service';

export function teamRoutes(app: FastifyInstance, callers: ResolveCaller, teams: TeamService) {
  route(app, callers, endpoints.getAccount, ({ caller }) => teams.getAccount(caller.accountId));
  route(app, callers, endpoints.saveAccount, ({ caller, body }) => teams.saveAccount(caller, body));
  route(app, callers, endpoints.getMember, ({ caller }) => teams.getMember(caller));
  route(app, callers, endpoints.saveMember, ({ caller, body }) => teams.saveMember(caller, body));
  route(app, callers, endpoints.listMembers, ({ caller, params, query }) =>
    teams.members.list(caller, params.id, query),
  );
  route(app, callers, endpoints.updateMember, ({ caller, params, body }) =>
    teams.members.changeType(caller, params.id, body),
  );
  route(app, callers, endpoints.removeMember, ({ caller, params }) =>
    teams.members.remove(caller, params.id),
  );
  route(app, callers, endpoints.regenerateApiToken, ({ caller }) =>
    teams.apiTokens.regenerate(caller),
  );
  route(app, callers, endpoints.getApiToken, async ({ caller }) => teams.apiTokens.current(caller));
  route(app, callers, endpoints.updateProfile, ({ caller, body }) =>
    teams.profile.rename(caller, body),
  );
  route(app, callers, endpoints.changePassword, ({ caller, body, request }) =>
    teams.profile.changePassword(caller, body, request.ip),
  );
}
