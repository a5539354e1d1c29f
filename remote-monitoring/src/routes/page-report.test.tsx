import { screen, waitFor, within } from '@testing-library/react';
import type { ScoreTrend } from '@vigil/contract';
import {
  PAGE_ID,
  runningScan,
  scanFixture,
  SITE_ID,
} from '../features/scan-detail/testing/scan-fixtures';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import { list, pageFixture } from '../testing/monitoring-fixtures';
import { answerCalls, callsTo, httpError, renderApp } from '../testing/render-app';
import { resetBetweenTests } from '../testing/reset';
import { PageReportRoute } from './page-report';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const renderReport = () =>
  renderRoute('/page/:id/report', <PageReportRoute />, `/page/${PAGE_ID}/report`);
const thePage = { ...pageFixture(1, SITE_ID), page_url: 'https://site.example.com/pricing' };
const history: ScoreTrend = {
  days: 30,
  from: '2026-01-12',
  to: '2026-02-10',
  points: [
    { date: '2026-02-09', score: 64 },
    { date: '2026-02-10', score: 81 },
  ],
  latest_score: 81,
  scans: 3,
};
const scanned = scanFixture(2, {
  logs: [
    {
      level: 'error',
      message: '<img src=x onerror=alert(1)>',
      source: 'app.js:1',
      timestamp: '2026-02-10T10:00:30Z',
    },
    { level: 'log', message: 'just chatter', source: '', timestamp: '2026-02-10T10:00:30Z' },
  ],
  lighthouse: {
    ...scanFixture(2).lighthouse!,
    audits: [{ id: 'lcp', title: 'Largest Contentful Paint', score: 0.3, display_value: '4.1 s' }],
  },
  a11y: {
    violations: [
      {
        id: 'image-alt',
        impact: 'critical',
        description: 'Images must have alternate text',
        help: 'Images must have alternate text',
        help_url: 'https://dequeuniversity.com/rules/axe/image-alt',
        nodes: [{ target: ['#hero > img'], html: '<img src="hero.png">' }],
      },
    ],
  },
});

const answerReport = (overrides: Parameters<typeof answerCalls>[0] = {}) =>
  answerCalls({
    getPage: () => thePage,
    // Newest first: a running scan is skipped for the newest completed one.
    listScans: () => list([runningScan(3), scanned]),
    pageScoreTrend: () => history,
    ...overrides,
  });

describe('Page report (call mocked at the @vigil/shared boundary)', () => {
  it('shows the URL, scores, audits, violations, console errors and the history', async () => {
    answerReport();
    renderReport();
    expect(await screen.findByRole('link', { name: thePage.page_url })).toBeVisible();
    expect(callsTo('pageScoreTrend')).toEqual([{ query: { page_id: PAGE_ID, days: 30 } }]);
    const region = (name: string) => screen.getByRole('region', { name });
    expect(within(region('Scores')).getByRole('list', { name: 'Scores' })).toHaveTextContent(
      /Overall\s*81/,
    );
    expect(region('Failing audits')).toHaveTextContent('Largest Contentful Paint');
    expect(region('Accessibility')).toHaveTextContent('#hero > img');
    const console = region('Console errors and warnings');
    // Markup from the scanned site is text, never an element.
    expect(console).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(console.querySelector('img')).toBeNull();
    expect(console).not.toHaveTextContent('just chatter');
    expect(region('Security')).toBeVisible();
    const table = within(region('Score history (last 30 days)')).getByRole('table');
    expect(table).toHaveTextContent(/2026-02-09\s*64/);
  });

  it('Print opens the browser print dialog', async () => {
    answerReport();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderReport();
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it("Download PDF fetches the PDF as a blob and saves it under the server's filename", async () => {
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const filename = 'vigil-report-site.example.com-2026-02-10.pdf';
    answerReport({
      getPageReportPdf: (_input, config) => {
        const { transformResponse } = config as {
          transformResponse: ((body: unknown, headers: Record<string, string>) => unknown)[];
        };
        return transformResponse.reduce(
          (body, transform) =>
            transform(body, { 'content-disposition': `attachment; filename="${filename}"` }),
          pdf as unknown,
        );
      },
    });
    URL.createObjectURL = jest.fn(() => 'blob:report');
    URL.revokeObjectURL = jest.fn();
    const saved: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    const { user } = renderReport();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(callsTo('getPageReportPdf')).toEqual([{ params: { id: PAGE_ID } }]);
    expect(URL.createObjectURL).toHaveBeenCalledWith(pdf);
    expect(saved).toEqual([{ href: 'blob:report', download: filename }]);
    click.mockRestore();
  });

  it('says when the page has not been scanned yet, and still offers the PDF', async () => {
    answerReport({
      listScans: () => list([]),
      pageScoreTrend: () => ({ ...history, points: [], latest_score: null, scans: 0 }),
    });
    renderReport();
    expect(await screen.findByText('This page has not been scanned yet.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Scores' })).toBeNull();
    expect(screen.getByText('No scored scan in the last 30 days.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it("shows not found for an unknown or another team's page", async () => {
    answerReport({
      getPage: () => {
        throw httpError(404, { reason: 'Not found.' });
      },
    });
    renderReport();
    expect(await screen.findByText('Page not found')).toBeVisible();
    expect(callsTo('listScans')).toEqual([]);
  });

  it("is reached from the Page screen's Report link", async () => {
    answerReport();
    const { user, location } = renderApp(`/page/${PAGE_ID}`);
    await user.click(await screen.findByRole('link', { name: 'Report' }));
    expect(location()).toBe(`/page/${PAGE_ID}/report`);
    expect(await screen.findByRole('heading', { name: 'Page report' })).toBeVisible();
  });
});
