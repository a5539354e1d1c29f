import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../http/route';
import { route } from '../http/route';
import type { TeamService } from './service';

export function teamRoutes(app: FastifyInstance, authenticate: Authenticate, teams: TeamService) {
  route(app, authenticate, endpoints.getAccount, ({ caller }) => teams.getAccount(caller));
  route(app, authenticate, endpoints.saveAccount, ({ caller, body }) =>
    teams.saveAccount(caller, body),
  );
  route(app, authenticate, endpoints.getMember, ({ caller }) => teams.getMember(caller));
  route(app, authenticate, endpoints.saveMember, ({ caller, body }) =>
    teams.saveMember(caller, body),
  );
  route(app, authenticate, endpoints.listMembers, ({ caller, params, query, request }) =>
    teams.members.list(caller, params.id, query, request.url),
  );
  route(app, authenticate, endpoints.updateMember, ({ caller, params, body }) =>
    teams.members.changeType(caller, params.id, body),
  );
  route(app, authenticate, endpoints.removeMember, ({ caller, params }) =>
    teams.members.remove(caller, params.id),
  );
  route(app, authenticate, endpoints.regenerateApiToken, ({ caller }) =>
    teams.apiTokens.regenerate(caller),
  );
  route(app, authenticate, endpoints.getApiToken, async ({ caller }) =>
    teams.apiTokens.current(caller),
  );
  route(app, authenticate, endpoints.updateProfile, ({ caller, body }) =>
    teams.profile.rename(caller, body),
  );
  route(app, authenticate, endpoints.changePassword, ({ caller, body, request }) =>
    teams.profile.changePassword(caller, body, request.ip),
  );
}
