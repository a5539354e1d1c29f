import type { Scan } from '@vigil/contract';
import { uuid } from '../../../testing/monitoring-fixtures';

export const PAGE_ID = uuid(1, 'da9e0000');
export const SITE_ID = uuid(1, '5175e000');

/** A completed scan with a bit of every check, so each report section has something to show. */
export function scanFixture(index: number, overrides: Partial<Scan> = {}): Scan {
  return {
    id: uuid(index, '5ca40000'),
    site: SITE_ID,
    page: PAGE_ID,
    time_created: `2026-02-${String(10 + (index % 18)).padStart(2, '0')}T10:00:00Z`,
    time_completed: '2026-02-10T10:01:00Z',
    type: ['html', 'logs', 'images', 'lighthouse', 'a11y', 'security'],
    html: { id: uuid(index, 'a7f10000'), url: '/v1/ops/artifact/html', content_type: 'text/html' },
    logs: [],
    images: [
      { id: uuid(index, 'a7f20000'), url: '/v1/ops/artifact/png', content_type: 'image/png' },
    ],
    thumbnail: null,
    lighthouse: {
      status: 'done',
      scores: { performance: 91, accessibility: 72, best_practices: 100, seo: 45, average: 77 },
      audits: [],
      error: null,
    },
    a11y: { violations: [] },
    security: {
      scores: { headers: 50, https: 100, cookies: 100, mixed_content: 100, average: 88 },
      audits: [],
    },
    timings: { ttfb_ms: 120, dom_content_loaded_ms: 800, load_ms: 1530 },
    score: 81,
    error: null,
    http_status: 200,
    ...overrides,
  };
}

/** The same scan still running: nothing measured yet. */
export const runningScan = (index: number): Scan =>
  scanFixture(index, {
    time_completed: null,
    html: null,
    images: [],
    lighthouse: null,
    a11y: null,
    security: null,
    timings: null,
    score: null,
  });
