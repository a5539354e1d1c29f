import { testCreateBodySchema } from '@vigil/contract';
import type { Metrics } from '../runs/conditions';
import { byId, type RunKind } from '../runs/run-kind';
import { enqueueScans } from '../scans/jobs';
import { testStatuses, testWithScores } from './repository';
import { createTestService } from './service';

const COMPONENTS = ['images', 'html', 'logs', 'lighthouse', 'security'] as const;

/** A page's test: one per page asked for, its post scan queued (the comparison follows it). */
export const testRunKind: RunKind = {
  type: 'test',
  unit: 'page',
  usage: 'tests',
  async make(db, queue, { accountId, pageIds, settings }) {
    const made: { id: string; post_scan: string | null }[] = [];
    for (const pageId of pageIds) {
      const body = testCreateBodySchema.parse({ page_id: pageId, threshold: settings.threshold });
      made.push(...(await createTestService(db).create(accountId, body)));
    }
    const postScans = made.flatMap((test) => (test.post_scan ? [test.post_scan] : []));
    if (queue) await enqueueScans(queue, postScans, db);
    return made.map((test) => test.id);
  },
  statuses: (db, ids) => byId(testStatuses(db, ids)),
  async facts(db, id) {
    const test = await testWithScores(db, id);
    if (!test) return null;
    const metrics: Metrics = { test_status: test.status };
    if (test.score !== null) metrics.test_score = test.score;
    for (const component of COMPONENTS) {
      const value = test.component_scores?.[component];
      if (typeof value === 'number') metrics[`${component}_score`] = value;
    }
    return {
      metrics,
      subject: `test:page:${test.page_id}`,
      siteUrl: test.site_url,
      pageUrl: test.page_url,
    };
  },
  path: (id) => `/test/${id}`,
};
