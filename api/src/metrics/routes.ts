import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import type { ResolveCaller } from '../http/caller';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { findPage, findSite } from '../sites/repository';
import { homeMetrics } from './repository';
import { scoreTrend } from './score-trend';

export function metricsRoutes(app: FastifyInstance, callers: ResolveCaller, db: Db) {
  route(app, callers, endpoints.homeMetrics, ({ caller }) => homeMetrics(db, caller.accountId));

  // Another team's site or page is "not found", like an unknown id: existence is never revealed.
  route(app, callers, endpoints.siteScoreTrend, async ({ caller, query }) => {
    const site = await findSite(db, caller.accountId, query.site_id);
    if (!site) throw notFound();
    return scoreTrend(db, { site_id: site.id }, query.days);
  });

  route(app, callers, endpoints.pageScoreTrend, async ({ caller, query }) => {
    const page = await findPage(db, caller.accountId, query.page_id);
    if (!page) throw notFound();
    return scoreTrend(db, { page_id: page.id }, query.days);
  });
}
