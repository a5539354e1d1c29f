import { z } from 'zod';
import { endpoint, idParams } from './endpoint';
import { idSchema, listOf, okSchema, pageQuerySchema } from './common';
import * as ops from './ops';

/** Sites, their pages, crawls, links and crawl-to-crawl changes. */
export const siteEndpoints = {
  listSites: endpoint({
    method: 'GET',
    path: '/v1/ops/site',
    access: 'member',
    query: pageQuerySchema,
    response: listOf(ops.siteSchema),
  }),
  getSite: endpoint({
    method: 'GET',
    path: '/v1/ops/site/:id',
    access: 'member',
    params: idParams,
    response: ops.siteSchema,
  }),
  createSite: endpoint({
    method: 'POST',
    path: '/v1/ops/site',
    access: 'member',
    status: 201,
    body: ops.siteCreateBodySchema,
    response: ops.siteSchema,
  }),
  /**
   * Deletes a site with its pages, crawls, scans and their artifacts; its issues are kept
   * (server.md §2, §5). Admins only; another team's site answers 404.
   */
  deleteSite: endpoint({
    method: 'DELETE',
    path: '/v1/ops/site/:id',
    access: 'admin',
    params: idParams,
    response: okSchema,
  }),
  /**
   * Adds pages to a site (URLs on its host; 400 names the field of one that is not) within the
   * plan's pages_allowed (426 `max pages reached`, none added). A URL already a page of the site,
   * or another address of one, is that page: the answer is the pages, in the order given.
   */
  addSitePages: endpoint({
    method: 'POST',
    path: '/v1/ops/site/:id/pages',
    access: 'member',
    status: 201,
    params: idParams,
    body: ops.sitePagesBodySchema,
    response: z.array(ops.pageSchema),
  }),
  listPages: endpoint({
    method: 'GET',
    path: '/v1/ops/page',
    access: 'member',
    query: pageQuerySchema.extend({ site_id: idSchema }),
    response: listOf(ops.pageSchema),
  }),
  getPage: endpoint({
    method: 'GET',
    path: '/v1/ops/page/:id',
    access: 'member',
    params: idParams,
    response: ops.pageSchema,
  }),
  crawlSite: endpoint({
    method: 'POST',
    path: '/v1/ops/site/:id/crawl',
    access: 'member',
    params: idParams,
    response: ops.processSchema,
  }),
  listProcesses: endpoint({
    method: 'GET',
    path: '/v1/ops/process',
    access: 'member',
    query: pageQuerySchema.extend({
      type: ops.processTypeSchema.optional(),
      site_id: idSchema.optional(),
    }),
    response: listOf(ops.processSchema),
  }),
  listSiteLinks: endpoint({
    method: 'GET',
    path: '/v1/ops/site/:id/links',
    access: 'member',
    params: idParams,
    query: pageQuerySchema.extend({ kind: ops.crawlLinkKindSchema.optional() }),
    response: listOf(ops.crawlLinkSchema),
  }),
  /**
   * Every page the latest crawl saw linking to one finding (`kind` and `url` as the links list
   * names it), in URL order: the rest of a row's `linked_from`. 404 for another team's site.
   */
  listSiteLinkPages: endpoint({
    method: 'GET',
    path: '/v1/ops/site/:id/links/pages',
    access: 'member',
    params: idParams,
    query: pageQuerySchema.extend({
      kind: ops.crawlLinkKindSchema,
      url: z.string().min(1).max(2048),
    }),
    response: listOf(ops.linkReferrerSchema),
  }),
  /** Each kept crawl's changes since the one before (the last 20), newest first; limit=1: latest. */
  listCrawlDiffs: endpoint({
    method: 'GET',
    path: '/v1/ops/site/:id/crawl-diff',
    access: 'member',
    params: idParams,
    query: pageQuerySchema,
    response: listOf(ops.crawlDiffSchema),
  }),
};
