import { screen, within } from '@testing-library/react';
import type { Scan } from '@vigil/contract';
import {
  PAGE_ID,
  runningScan,
  scanFixture,
  SITE_ID,
} from '../features/scan-detail/testing/scan-fixtures';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import { list, pageFixture } from '../testing/monitoring-fixtures';
import { answerCalls, callsTo, httpError } from '../testing/render-app';
import { resetBetweenTests } from '../testing/reset';
import { PageRoute } from './page';
import { stubObjectUrls } from '../testing/object-urls';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const renderPage = () => renderRoute('/page/:id', <PageRoute />, `/page/${PAGE_ID}`);
const thePage = { ...pageFixture(1, SITE_ID), page_url: 'https://site.example.com/pricing' };

type ScanQuery = { query: { limit: number; offset: number } };
/** listScans answered from `scans` (newest first), honouring limit and offset. */
const scansOf = (scans: () => Scan[]) => (input: unknown) => {
  const { limit, offset } = (input as ScanQuery).query;
  return list(scans().slice(offset, offset + limit), scans().length);
};

stubObjectUrls('blob:latest');

describe('Page (call mocked at the @vigil/shared boundary)', () => {
  it('shows the URL, latest screenshot and scores, the history and the scans', async () => {
    const scans = [
      scanFixture(3, { score: 81 }),
      scanFixture(2, { score: 70 }),
      scanFixture(1, { score: 55 }),
    ];
    answerCalls({
      listScans: scansOf(() => scans),
      getPage: () => thePage,
      getArtifact: () => new Blob(['png']),
    });
    renderPage();
    const scores = await screen.findByRole('list', { name: 'Scores' });
    expect(await screen.findByRole('link', { name: thePage.page_url })).toBeVisible();
    expect(callsTo('getPage')).toEqual([{ params: { id: PAGE_ID } }]);

    expect(scores).toHaveTextContent(/Overall\s*81/);
    expect(scores).toHaveTextContent(/Performance\s*91/);
    expect(scores).toHaveTextContent(/Security\s*88/);
    expect(
      await screen.findByRole('img', { name: 'Latest screenshot of the page' }),
    ).toHaveAttribute('src', 'blob:latest');
    expect(callsTo('getArtifact')).toEqual([{ params: { id: scans[0]!.images[0]!.id } }]);
    const history = screen.getByRole('img', {
      name: 'Score history of the last 3 scans, from 55 to 81',
    });
    expect(history).toBeVisible();
    // Axes: the score scale and the first and last dates; a point per scan, its value on hover.
    expect(history).toHaveTextContent(/^0\s*50\s*100\s*Feb 11\s*Feb 13/);
    const points = within(history).getAllByTestId('score-point');
    expect(points.map((point) => point.querySelector('title')?.textContent)).toEqual([
      expect.stringMatching(/^Feb 11, 2026.*: score 55$/),
      expect.stringMatching(/^Feb 12, 2026.*: score 70$/),
      expect.stringMatching(/^Feb 13, 2026.*: score 81$/),
    ]);
    // Six scores in a third of the page: columns of at least 8.5rem, never a word cut in two.
    expect(scores).toHaveStyle({ gridTemplateColumns: 'repeat(auto-fit, minmax(8.5rem, 1fr))' });

    const rows = within(await screen.findByRole('table', { name: 'Scans' })).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Score 81');
    expect(rows[1]).toHaveTextContent('Completed');
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', `/scan/${scans[0]!.id}`);
  });

  it('marks running and failed scans, and draws no history from a single score', async () => {
    const scans = [
      runningScan(3),
      scanFixture(2, { error: 'net::ERR_NAME_NOT_RESOLVED', score: null }),
      scanFixture(1),
    ];
    answerCalls({
      listScans: scansOf(() => scans),
      getPage: () => thePage,
      getArtifact: () => new Blob(['png']),
    });
    renderPage();
    const rows = within(await screen.findByRole('table', { name: 'Scans' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Running');
    expect(rows[2]).toHaveTextContent('Failed');
    expect(screen.getByText('Scan running…')).toBeVisible();
    expect(screen.queryByText(/The latest scan failed/)).not.toBeInTheDocument();
    // The newest successful scan supplies the scores while another runs or after one failed.
    expect(screen.getByRole('list', { name: 'Scores' })).toHaveTextContent(/Overall\s*81/);
    expect(screen.queryByRole('img', { name: /Score history/ })).not.toBeInTheDocument();
  });

  it('Scan now posts the page, stays disabled while posting, then lists the new scan', async () => {
    const scans = [scanFixture(1)];
    let finishPost: (created: Scan[]) => void = () => undefined;
    answerCalls({
      listScans: scansOf(() => scans),
      getPage: () => thePage,
      getArtifact: () => new Blob(['png']),
      createScan: () => new Promise((resolve) => (finishPost = resolve)),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Scan now' }));
    expect(callsTo('createScan')).toEqual([{ body: { page_id: PAGE_ID } }]);
    expect(screen.getByRole('button', { name: 'Starting…' })).toBeDisabled();

    scans.unshift(runningScan(2));
    finishPost([runningScan(2)]);
    expect(await screen.findByText('Scan started')).toBeVisible();
    // The toast comes first; the button is back once the lists have the new scan.
    expect(await screen.findByRole('button', { name: 'Scan now' })).toBeEnabled();
    const table = screen.getByRole('table', { name: 'Scans' });
    expect(await within(table).findByText('Running')).toBeVisible();
  });

  it("toasts the server's reason when the scan cannot start", async () => {
    answerCalls({
      listScans: scansOf(() => [scanFixture(1)]),
      getPage: () => thePage,
      getArtifact: () => new Blob(['png']),
      createScan: () => Promise.reject(httpError(402, { reason: 'Monthly scans used up' })),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Scan now' }));
    expect(await screen.findByText('Monthly scans used up')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Scan now' })).toBeEnabled();
  });

  it('offers Scan now when the page has no scans yet, with its URL already', async () => {
    answerCalls({
      listScans: scansOf(() => []),
      getPage: () => thePage,
      createScan: () => [runningScan(1)],
    });
    const { user } = renderPage();
    expect(await screen.findByText('No scans yet')).toBeVisible();
    expect(await screen.findByRole('link', { name: thePage.page_url })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Scores' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Scan now' }));
    expect(callsTo('createScan')).toEqual([{ body: { page_id: PAGE_ID } }]);
  });

  it('names the other addresses of the page and the canonical link it does not follow', async () => {
    const twinned = {
      ...thePage,
      aliases: ['https://site.example.com/pricing/', 'https://site.example.com/print/pricing'],
      canonical_url: 'https://other.example.com/pricing',
    };
    answerCalls({ listScans: scansOf(() => []), getPage: () => twinned });
    renderPage();
    expect(
      await screen.findByText(
        'Also reached at https://site.example.com/pricing/, https://site.example.com/print/pricing',
      ),
    ).toBeVisible();
    expect(
      screen.getByText('Canonical link: https://other.example.com/pricing (not followed)'),
    ).toBeVisible();
  });

  it('pages through the scans ten at a time', async () => {
    const scans = Array.from({ length: 11 }, (_, index) =>
      scanFixture(11 - index, { score: 60 + index }),
    );
    answerCalls({
      listScans: scansOf(() => scans),
      getPage: () => thePage,
      getArtifact: () => new Blob(['png']),
    });
    const { user, location } = renderPage();
    const table = await screen.findByRole('table', { name: 'Scans' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(table).findByText('Score 70')).toBeVisible();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    expect(location()).toBe(`/page/${PAGE_ID}?page=2`);
    expect(callsTo('listScans')).toContainEqual({
      query: { page_id: PAGE_ID, limit: 10, offset: 10 },
    });
  });

  it('says the page was not found when the API answers 404', async () => {
    answerCalls({ listScans: () => Promise.reject(httpError(404, { reason: 'Not found.' })) });
    renderPage();
    expect(await screen.findByText('Page not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your sites' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Scan now' })).not.toBeInTheDocument();
  });
});
