import type { Test } from '@vigil/contract';
import { uuid } from '../../../testing/monitoring-fixtures';

const spread = { method: 'spread' as const, samples: 8, median: 85, mad: 4, allowance: 17.79 };
const gated = (pre: number, post: number, regressed = false) => ({
  pre,
  post,
  delta: post - pre,
  counted: regressed ? post - pre : 0,
  regressed,
  spread,
});
const ref = (id: string) => ({ id, url: `/v1/ops/artifact/${id}`, content_type: 'image/png' });

/** A failed test with something in every component, as the API answers it. */
export function failedTest(overrides: Partial<Test> = {}): Test {
  return {
    id: uuid(1, '7e570000'),
    site: uuid(1, '5175e000'),
    page: uuid(1, 'da9e0000'),
    page_url: 'https://example.com/pricing',
    pre_scan: uuid(1, '5ca40000'),
    post_scan: uuid(2, '5ca40000'),
    pre_scan_source: 'baseline',
    status: 'failed',
    score: 87.1,
    threshold: 95,
    gating: 'spread',
    component_scores: { html: 60, logs: 90, lighthouse: 95, a11y: 85, security: 100, images: 91.5 },
    failing_components: ['html', 'images', 'logs', 'a11y'],
    deltas: {
      images: {
        changed_pixels: 1200,
        total_pixels: 100_000,
        width: 1280,
        height: 1300,
        pre_size: { width: 1280, height: 1000 },
        post_size: { width: 1280, height: 1300 },
        regions: [{ x: 0, y: 1000, width: 1280, height: 300 }],
        before: ref(uuid(1, 'a7f20000')),
        after: ref(uuid(2, 'a7f20000')),
        diff: ref(uuid(3, 'a7f20000')),
      },
      html: {
        nodes_pre: 10,
        nodes_post: 12,
        added_count: 2,
        removed_count: 0,
        changed_count: 1,
        added: [{ path: 'html > body > main > section', before: null, after: '<section>' }],
        removed: [],
        changed: [{ path: 'html > body > main > h1', before: '<h1>Plans', after: '<h1>Our plans' }],
      },
      logs: {
        new: [
          {
            level: 'error',
            message: 'Payment widget failed to load after # ms',
            before: 0,
            after: 1,
          },
        ],
        resolved: [{ level: 'warning', message: 'Deprecated option used', before: 1, after: 0 }],
      },
      lighthouse: {
        categories: {
          performance: gated(88, 80),
          accessibility: gated(100, 100),
          best_practices: gated(100, 100),
          seo: gated(90, 70, true),
        },
      },
      a11y: {
        new: [{ id: 'image-alt', impact: 'critical', help: 'Images need alt', nodes: 1 }],
        fixed: [],
      },
      security: { ...gated(80, 80), new: [], fixed: [] },
      skipped: [],
    },
    error: null,
    note: null,
    is_baseline: false,
    time_created: '2026-02-10T10:00:00Z',
    time_completed: '2026-02-10T10:01:00Z',
    ...overrides,
  };
}

export const workingTest = (): Test =>
  failedTest({
    status: 'working',
    score: null,
    component_scores: null,
    failing_components: [],
    deltas: null,
    time_completed: null,
  });
