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
}
