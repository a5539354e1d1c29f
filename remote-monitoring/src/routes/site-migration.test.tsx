import { screen, waitFor, within } from '@testing-library/react';
import {
  finishedMigration,
  summaryOf,
  workingMigration,
} from '../features/site-migration/testing/migration-fixtures';
import { failedTest } from '../features/test-detail/testing/test-fixtures';
import { answerCalls, callsTo, httpError, renderApp } from '../testing/render-app';
import { list, siteFixture, teamFixture } from '../testing/monitoring-fixtures';
import { resetBetweenTests } from '../testing/reset';
import { stubObjectUrls } from '../testing/object-urls';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const site = siteFixture(1);
const changed = failedTest();
const finished = finishedMigration(site.id, changed);
const working = () => workingMigration(site.id, changed);
const screenPath = `/site/${site.id}/migration`;

stubObjectUrls();

describe('Site migration (call mocked at the @vigil/shared boundary)', () => {
  it('says what to do when the site has no comparison yet, and links back to the site', async () => {
    answerCalls({ getSite: () => site, listSiteMigrations: () => list([]) });
    renderApp(screenPath);
    expect(await screen.findByText('No comparisons yet')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Site migration' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the site' })).toHaveAttribute(
      'href',
      `/site/${site.id}`,
    );
  });

  it('checks the form, starts a comparison and follows its progress', async () => {
    let created = false;
    answerCalls({
      getSite: () => site,
      listSiteMigrations: () => list(created ? [summaryOf(working())] : []),
      createSiteMigration: () => {
        created = true;
        return working();
      },
      getSiteMigration: () => working(),
    });
    const { user, location } = renderApp(screenPath);
    const form = await screen.findByRole('form', { name: 'Compare with another host' });
    await user.click(within(form).getByRole('button', { name: 'Compare' }));
    expect(within(form).getByText('enter a base url')).toBeVisible();
    await user.type(within(form).getByLabelText(/Other base URL/), 'https://staging.example.com');
    await user.type(within(form).getByLabelText(/Paths/), 'pricing');
    await user.click(within(form).getByRole('button', { name: 'Compare' }));
    expect(within(form).getByText(/Line 1: must be a path from the host/)).toBeVisible();
    expect(callsTo('createSiteMigration')).toEqual([]);

    await user.clear(within(form).getByLabelText(/Paths/));
    await user.type(within(form).getByLabelText(/Paths/), '/pricing{enter}{enter}/about');
    await user.click(within(form).getByRole('button', { name: 'Compare' }));
    await waitFor(() =>
      expect(callsTo('createSiteMigration')).toEqual([
        {
          params: { id: site.id },
          body: { base_url: 'https://staging.example.com', paths: ['/pricing', '/about'] },
        },
      ]),
    );
    await waitFor(() => expect(location()).toContain(`migration=${finished.id}`));
    expect(await screen.findByText('Compared 1 of 3 paths…')).toBeVisible();
    const comparisons = await screen.findByRole('table', { name: 'Comparisons' });
    expect(comparisons).toHaveTextContent('1 of 3');
  });

  it('says why the API refused the other host', async () => {
    answerCalls({
      getSite: () => site,
      listSiteMigrations: () => list([]),
      createSiteMigration: () => {
        throw httpError(400, {
          reason: 'base_url: must not be a private or local address',
          field: 'base_url',
        });
      },
    });
    const { user } = renderApp(screenPath);
    const form = await screen.findByRole('form', { name: 'Compare with another host' });
    await user.type(within(form).getByLabelText(/Other base URL/), 'http://10.0.0.8');
    await user.click(within(form).getByRole('button', { name: 'Compare' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      /must not be a private or local address/,
    );
  });

  it('lists the paths worst first and opens one in the test report', async () => {
    answerCalls({
      getSite: () => site,
      listSiteMigrations: () => list([summaryOf(finished)]),
      getSiteMigration: () => finished,
      getArtifact: () => new Blob(['png']),
    });
    const { user, location } = renderApp(`${screenPath}?migration=${finished.id}`);
    const table = await screen.findByRole('table', { name: 'Paths' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      '/legacy',
      '/pricing',
      '/about',
    ]);
    expect(rows[0]).toHaveTextContent('—');
    expect(rows[0]).toHaveTextContent('Different');
    expect(rows[1]).toHaveTextContent('87.1 %');
    expect(rows[2]).toHaveTextContent('100 %');
    expect(rows[2]).toHaveTextContent('Same');
    expect(screen.getByRole('table', { name: 'Comparisons' })).toHaveTextContent(
      '2 of 3 different',
    );

    await user.click(within(rows[1]!).getByRole('link', { name: '/pricing' }));
    expect(location()).toContain(`path=${finished.paths[1]!.id}`);
    for (const name of ['This site', 'Other host'])
      expect(
        await screen.findByRole('img', { name: `${name}: screenshot of the page` }),
      ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Diff image' }));
    expect(await screen.findByRole('img', { name: 'Changes: the diff image' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Component scores' })).toHaveTextContent(
      /Visual\s*91.5\s*under the threshold/,
    );
    expect(screen.getByRole('region', { name: 'HTML' })).toHaveTextContent('<h1>Our plans');

    await user.click(screen.getByRole('link', { name: 'Back to the paths' }));
    expect(location()).not.toContain('path=');
    const missing = within(await screen.findByRole('table', { name: 'Paths' })).getByRole('link', {
      name: '/legacy',
    });
    await user.click(missing);
    expect(await screen.findByText('the other host could not be visited: HTTP 404')).toBeVisible();
  });

  it("says an old path's screenshots were removed by retention, its scores still shown", async () => {
    // After retention the paths keep their comparison; their scans (and screenshots) are gone.
    const old = {
      ...finished,
      paths: finished.paths.map((path) => ({ ...path, source_scan: null, target_scan: null })),
    };
    const team = teamFixture();
    answerCalls({
      getSite: () => site,
      listSiteMigrations: () => list([summaryOf(old)]),
      getSiteMigration: () => old,
      getAccount: () => ({ ...team, limits: { ...team.limits, retention_days: 30 } }),
      getArtifact: () => {
        throw httpError(404, { reason: 'Not found.' });
      },
    });
    renderApp(`${screenPath}?migration=${old.id}&path=${old.paths[1]!.id}`);
    expect(await screen.findByText('Screenshots removed by retention after 30 days')).toBeVisible();
    const visual = screen.getByRole('region', { name: 'Visual' });
    expect(within(visual).queryAllByRole('img')).toEqual([]);
    expect(within(visual).queryByText('Could not load the screenshot.')).toBeNull();
    expect(visual).toHaveTextContent(/pixels changed in \d+ area/);
    expect(callsTo('getArtifact')).toEqual([]);
    expect(screen.getByText('87.1 %')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Component scores' })).toHaveTextContent(
      /Visual\s*91.5\s*under the threshold/,
    );
  });

  it("answers another team's site as not found", async () => {
    answerCalls({
      getSite: () => {
        throw httpError(404, { reason: 'Not found.' });
      },
    });
    renderApp(screenPath);
    expect(await screen.findByText('Site not found')).toBeVisible();
    expect(callsTo('listSiteMigrations')).toEqual([]);
  });
});
