import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import { route, type Authenticate } from '../http/route';
import { findActiveMembership } from '../teams/repository';
import { homeMetrics } from './repository';

export function metricsRoutes(app: FastifyInstance, authenticate: Authenticate, db: Db) {
  route(app, authenticate, endpoints.homeMetrics, async ({ caller }) => {
    const member = await findActiveMembership(db, caller.user.id);
    if (!member) throw notFound('You are not a member of a team yet.');
    return homeMetrics(db, member.account_id);
  });
}
