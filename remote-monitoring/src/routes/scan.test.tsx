import { act, screen, within } from '@testing-library/react';
import { runningScan, scanFixture } from '../features/scan-detail/testing/scan-fixtures';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import { answerCalls, callsTo, httpError } from '../testing/render-app';
import { resetBetweenTests } from '../testing/reset';
import { ScanRoute } from './scan';
import { stubObjectUrls } from '../testing/object-urls';
import { itemTexts } from '../testing/item-texts';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const renderScan = (id: string) => renderRoute('/scan/:id', <ScanRoute />, `/scan/${id}`);
const section = (name: string) => screen.getByRole('region', { name });

const scan = scanFixture(1, {
  lighthouse: {
    status: 'done',
    scores: { performance: 91, accessibility: 72, best_practices: 100, seo: 45, average: 77 },
    audits: [
      { id: 'lcp', title: 'Largest Contentful Paint', score: 0.4, display_value: '4.1 s' },
      { id: 'doc-write', title: 'Avoid `document.write()`', score: 0, display_value: null },
    ],
    error: null,
  },
  a11y: {
    violations: [
      {
        id: 'color-contrast',
        impact: 'serious',
        description: 'Text must contrast with its background',
        help: 'Elements must meet minimum color contrast',
        help_url: 'https://dequeuniversity.com/rules/axe/color-contrast',
        nodes: [{ target: ['main > p.faint'], html: '<p class="faint">' }],
      },
      {
        id: 'image-alt',
        impact: 'critical',
        description: 'Images must have alternate text',
        help: 'Images must have alt text',
        help_url: 'https://dequeuniversity.com/rules/axe/image-alt',
        nodes: [
          { target: ['#hero img'], html: '<img>' },
          { target: ['footer', 'img.logo'], html: '<img>' },
        ],
      },
    ],
  },
  logs: [
    { level: 'log', message: 'app booted', source: 'app.js:1', timestamp: '2026-02-10T10:00:01Z' },
    { level: 'error', message: 'TypeError: x is undefined', source: 'app.js:9', timestamp: '' },
    { level: 'warning', message: 'deprecated API', source: '', timestamp: '' },
  ],
  security: {
    scores: { headers: 50, https: 100, cookies: 100, mixed_content: 100, average: 88 },
    audits: [
      { id: 'csp', group: 'headers', passed: false, message: 'No Content-Security-Policy header' },
      { id: 'tls', group: 'https', passed: true, message: 'Served over HTTPS' },
    ],
  },
});

stubObjectUrls();
afterEach(() => jest.useRealTimers());

describe('Scan (call mocked at the @vigil/shared boundary)', () => {
  it('shows the scores, failing audits, timings and a screenshot fetched with the client', async () => {
    answerCalls({ getScan: () => scan, getArtifact: () => new Blob(['png']) });
    renderScan(scan.id);
    const scores = await screen.findByRole('list', { name: 'Scores' });
    expect(scores).toHaveTextContent(/Overall\s*81/);
    expect(scores).toHaveTextContent(/Performance\s*91/);
    expect(scores).toHaveTextContent(/Accessibility\s*72/);
    expect(scores).toHaveTextContent(/Best practices\s*100/);
    expect(scores).toHaveTextContent(/SEO\s*45/);
    expect(scores).toHaveTextContent(/Security\s*88/);
    expect(section('Failing audits')).toHaveTextContent(/Largest Contentful Paint\s*4\.1 s\s*40/);
    // Lighthouse's backticks are inline code, not characters on screen.
    const code = within(section('Failing audits')).getByText('document.write()');
    expect(code.tagName).toBe('CODE');
    expect(section('Failing audits')).toHaveTextContent('Avoid document.write()');
    expect(section('Failing audits')).not.toHaveTextContent('`');
    expect(section('Timings')).toHaveTextContent(/TTFB\s*120 ms.*Load\s*1\.5 s/);

    const image = await screen.findByRole('img', { name: 'Screenshot of the scanned page' });
    expect(image).toHaveAttribute('src', 'blob:screenshot');
    expect(callsTo('getArtifact')[0]).toEqual({ params: { id: scan.images[0]!.id } });
  });

  it('groups axe violations by impact, worst first, with their selectors', async () => {
    answerCalls({ getScan: () => scan, getArtifact: () => new Blob(['png']) });
    renderScan(scan.id);
    const a11y = await screen.findByRole('region', { name: 'Accessibility' });
    const groups = within(a11y).getAllByRole('heading', { level: 3 });
    expect(groups.map((group) => group.textContent)).toEqual(['Critical (1)', 'Serious (1)']);

    const critical = within(a11y).getByRole('region', { name: 'Critical violations' });
    expect(critical).toHaveTextContent('Images must have alt text');
    const selectors = within(critical).getByRole('list', { name: 'Elements failing image-alt' });
    expect(itemTexts(selectors)).toEqual(['#hero img', 'footer img.logo']);
    const serious = within(a11y).getByRole('region', { name: 'Serious violations' });
    expect(serious).toHaveTextContent('main > p.faint');
  });

  it('says a page answering 404 is broken, counts every failing element, and shows "not sampled"', async () => {
    const broken = scanFixture(2, {
      score: 0,
      http_status: 404,
      error: 'HTTP 404',
      lighthouse: {
        status: 'not_sampled',
        scores: {
          performance: null,
          accessibility: null,
          best_practices: null,
          seo: null,
          average: null,
        },
        audits: [],
        error: null,
      },
      a11y: {
        violations: [{ ...scan.a11y!.violations[1]!, nodes_total: 25 }],
        totals: { violations: 1, nodes: 25 },
      },
    });
    answerCalls({ getScan: () => broken, getArtifact: () => new Blob(['png']) });
    renderScan(broken.id);
    const alert = await screen.findByText('The page is broken (its score is 0).');
    expect(alert.parentElement).toHaveTextContent('HTTP 404');
    expect(section('Failing audits')).toHaveTextContent('Lighthouse: not sampled');
    const a11y = section('Accessibility');
    expect(a11y).toHaveTextContent('1 rule violated by 25 elements in all.');
    expect(a11y).toHaveTextContent('and 23 more (25 elements in all)');
  });

  it('says a scan kept the capture of a page unchanged since, with a link to the scan that took it', async () => {
    const kept = scanFixture(3, {
      unchanged: { since: '2026-02-09T08:30:00Z', scan: scan.id },
    });
    answerCalls({ getScan: () => kept, getArtifact: () => new Blob(['png']) });
    renderScan(kept.id);
    const title = await screen.findByText(/^Unchanged since .*: last capture kept\.$/);
    expect(title).toHaveTextContent('2026');
    const link = within(title.parentElement!).getByRole('link', { name: 'the scan that took it' });
    expect(link).toHaveAttribute('href', `/scan/${scan.id}`);
  });

  it('lists console messages by level, errors first, and the failed security checks', async () => {
    answerCalls({ getScan: () => scan, getArtifact: () => new Blob(['png']) });
    renderScan(scan.id);
    const console = await screen.findByRole('region', { name: 'Console' });
    const levels = within(console).getAllByRole('heading', { level: 3 });
    expect(levels.map((level) => level.textContent)).toEqual(['error', 'warning', 'log']);
    expect(
      within(console).getByRole('region', { name: 'Console error messages' }),
    ).toHaveTextContent('TypeError: x is undefined');
    expect(within(console).getByRole('region', { name: 'Console log messages' })).toHaveTextContent(
      'app booted',
    );
    const failed = within(section('Security')).getByRole('list', {
      name: 'Failed security checks',
    });
    expect(failed).toHaveTextContent('No Content-Security-Policy header');
    expect(failed).not.toHaveTextContent('Served over HTTPS');
    expect(section('Security')).toHaveTextContent('1 of 2 checks passed.');
  });

  it('fetches the HTML source only when it is expanded', async () => {
    answerCalls({
      getScan: () => scan,
      getArtifact: (input) =>
        (input as { params: { id: string } }).params.id === scan.html!.id
          ? '<html><body>Hello</body></html>'
          : new Blob(['png']),
    });
    const { user } = renderScan(scan.id);
    const show = await screen.findByRole('button', { name: 'Show HTML source' });
    expect(callsTo('getArtifact')).not.toContainEqual({ params: { id: scan.html!.id } });
    await user.click(show);
    const source = await within(section('HTML source')).findByLabelText('Page source');
    expect(source.tagName).toBe('PRE');
    expect(source).toHaveTextContent('<html><body>Hello</body></html>');
    expect(screen.getByRole('button', { name: 'Hide HTML source' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows "Scan running…" and polls every 5 s until the scan completes', async () => {
    jest.useFakeTimers();
    let completed = false;
    answerCalls({
      getScan: () => (completed ? scan : runningScan(1)),
      getArtifact: () => new Blob(['png']),
    });
    renderScan(scan.id);
    expect(await screen.findByText('Scan running…')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Scores' })).not.toBeInTheDocument();

    completed = true;
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(await screen.findByRole('list', { name: 'Scores' })).toHaveTextContent(/Overall\s*81/);
    expect(screen.queryByText('Scan running…')).not.toBeInTheDocument();
    expect(callsTo('getScan')).toHaveLength(2);
  });

  it('says the scan was not found when the API answers 404', async () => {
    answerCalls({ getScan: () => Promise.reject(httpError(404, { reason: 'Not found.' })) });
    renderScan(scan.id);
    expect(await screen.findByText('Scan not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your sites' })).toHaveAttribute('href', '/');
  });
});
