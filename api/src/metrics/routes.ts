import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import { route, type Authenticate, type Caller } from '../http/route';
import { findPage, findSite } from '../sites/repository';
import { findActiveMembership } from '../teams/repository';
import { homeMetrics } from './repository';
import { scoreTrend } from './score-trend';

export function metricsRoutes(app: FastifyInstance, authenticate: Authenticate, db: Db) {
  async function teamOf(caller: Caller): Promise<string> {
    const member = await findActiveMembership(db, caller.user.id);
    if (!member) throw notFound('You are not a member of a team yet.');
    return member.account_id;
  }

  route(app, authenticate, endpoints.homeMetrics, async ({ caller }) =>
    homeMetrics(db, await teamOf(caller)),
  );

  // Another team's site or page is "not found", like an unknown id: existence is never revealed.
  route(app, authenticate, endpoints.siteScoreTrend, async ({ caller, query }) => {
    const site = await findSite(db, await teamOf(caller), query.site_id);
    if (!site) throw notFound();
    return scoreTrend(db, { site_id: site.id }, query.days);
  });

  route(app, authenticate, endpoints.pageScoreTrend, async ({ caller, query }) => {
    const page = await findPage(db, await teamOf(caller), query.page_id);
    if (!page) throw notFound();
    return scoreTrend(db, { page_id: page.id }, query.days);
  });
}
