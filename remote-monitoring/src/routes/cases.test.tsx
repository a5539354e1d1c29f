import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { addSiteDialogOpenAtom, appStore, queryClient } from '@vigil/shared';
import { caseFixture } from '../features/cases/testing/case-fixtures';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import { addSiteElsewhere } from '../testing/add-site-elsewhere';
import { answerCalls, callsTo, httpError } from '../testing/render-app';
import { list, siteFixture } from '../testing/monitoring-fixtures';
import { resetBetweenTests } from '../testing/reset';
import { CasesRoute } from './cases';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const renderCases = (search = '') => renderRoute('/case', <CasesRoute />, `/case${search}`);
const sites = [siteFixture(1), siteFixture(2)];
const generated = caseFixture(1, { title: 'Fill and submit the form on /signup' });
const recorded = caseFixture(2, {
  title: 'Checkout',
  type: 'recorded',
  site: sites[1]!.id,
  steps: generated.steps.slice(0, 1),
});
const rows = () => within(screen.getByRole('table', { name: 'Cases' })).getAllByRole('row');

describe('Cases (call mocked at the @vigil/shared boundary)', () => {
  it("lists the team's cases with their site, type and number of steps", async () => {
    answerCalls({ listCases: () => list([generated, recorded]), listSites: () => list(sites) });
    renderCases();
    await screen.findByRole('table', { name: 'Cases' });
    const [, first, second] = rows();
    expect(within(first!).getByRole('link', { name: generated.title })).toHaveAttribute(
      'href',
      `/case/${generated.id}`,
    );
    expect(first).toHaveTextContent('Generated');
    expect(first).toHaveTextContent('3 steps');
    expect(await within(first!).findByText('https://site-1.example.com')).toBeVisible();
    expect(second).toHaveTextContent('Checkout');
    expect(second).toHaveTextContent('https://site-2.example.com');
    expect(second).toHaveTextContent('Recorded');
    expect(second).toHaveTextContent('1 step');
    expect(callsTo('listCases')).toEqual([{ query: { limit: 10, offset: 0 } }]);
    expect(callsTo('listSites')).toEqual([{ query: { limit: 100, offset: 0 } }]);
  });

  it('marks a case vigil deploy made "Managed by code", not one made in the screens', async () => {
    const coded = { ...recorded, managed_by: 'vigil.config' };
    answerCalls({ listCases: () => list([coded, generated]), listSites: () => list(sites) });
    renderCases();
    await screen.findByRole('table', { name: 'Cases' });
    const [, first, second] = rows();
    expect(within(first!).getByText('Managed by code')).toBeVisible();
    expect(within(second!).queryByText('Managed by code')).toBeNull();
  });

  it('says when a case has no site', async () => {
    answerCalls({
      listCases: () => list([caseFixture(3, { site: null })]),
      listSites: () => list(sites),
    });
    renderCases();
    await screen.findByRole('table', { name: 'Cases' });
    expect(rows()[1]).toHaveTextContent('No site');
  });

  it('pages through the cases, keeping the page in the URL', async () => {
    answerCalls({ listCases: () => list([generated], 25), listSites: () => list(sites) });
    const { user, location } = renderCases();
    const pages = await screen.findByRole('navigation', { name: 'Cases pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/case?page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
    expect(callsTo('listCases').at(-1)).toEqual({ query: { limit: 10, offset: 10 } });
  });

  it('opens on the page named in the URL', async () => {
    answerCalls({ listCases: () => list([generated], 25), listSites: () => list(sites) });
    renderCases('?page=3');
    expect(await screen.findByText('Page 3 of 3')).toBeVisible();
    expect(callsTo('listCases')).toEqual([{ query: { limit: 10, offset: 20 } }]);
  });

  it('filters by site, back on page 1, with the site in the URL', async () => {
    answerCalls({ listCases: () => list([recorded], 25), listSites: () => list(sites) });
    const { user, location } = renderCases('?page=2');
    const filter = await screen.findByRole('combobox', { name: 'Site' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All sites', 'https://site-1.example.com', 'https://site-2.example.com']);
    await user.selectOptions(filter, 'https://site-2.example.com');
    expect(location()).toBe(`/case?site=${sites[1]!.id}`);
    expect(await screen.findByText('Page 1 of 3')).toBeVisible();
    expect(callsTo('listCases').at(-1)).toEqual({
      query: { limit: 10, offset: 0, site_id: sites[1]!.id },
    });

    await user.selectOptions(filter, 'All sites');
    expect(location()).toBe('/case');
  });

  it('explains where cases come from when there are none yet', async () => {
    answerCalls({ listCases: () => list([]), listSites: () => list([]) });
    const { user } = renderCases();
    expect(await screen.findByText('No cases yet')).toBeVisible();
    expect(screen.getByText(/generates cases after you add a site/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add Site' }));
    expect(appStore.get(addSiteDialogOpenAtom)).toBe(true);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Site' })).not.toBeInTheDocument();
  });

  it('says so when the filtered site has no cases yet', async () => {
    answerCalls({ listCases: () => list([]), listSites: () => list(sites) });
    renderCases(`?site=${sites[0]!.id}`);
    expect(await screen.findByText('No cases for this site yet')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveValue(sites[0]!.id);
  });

  it("offers every site again when the filtered site is not the team's", async () => {
    answerCalls({
      listCases: () => Promise.reject(httpError(404, { detail: 'Not found.' })),
      listSites: () => list(sites),
    });
    const { user, location } = renderCases('?site=5175e000-0000-4000-8000-000000000099');
    expect(await screen.findByText("This site is not one of your team's sites.")).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show all sites' }));
    expect(location()).toBe('/case');
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    answerCalls({
      listCases: () =>
        fail ? Promise.reject(httpError(500, { detail: 'Database down' })) : list([generated]),
      listSites: () => list(sites),
    });
    const { user } = renderCases();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your cases.');
    expect(screen.getByRole('alert')).toHaveTextContent('Database down');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: generated.title })).toBeVisible();
  });

  it('shows a placeholder while the cases load', async () => {
    answerCalls({ listCases: () => new Promise(() => undefined), listSites: () => list(sites) });
    renderCases();
    expect(screen.getByLabelText('Loading cases')).toBeInTheDocument();
  });

  it('reads the cases again when the screen opens, not a copy up to 30 s old', async () => {
    // The app's own freshness (the kit's default keeps answers for ever).
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 } });
    let cases = list<ReturnType<typeof caseFixture>>([]);
    answerCalls({ listCases: () => cases, listSites: () => list(sites) });
    renderCases();
    expect(await screen.findByText('No cases yet')).toBeVisible();
    cleanup();
    // case.generate has written the site's cases meanwhile; the user opens Cases again.
    cases = list([generated]);
    renderCases();
    expect(await screen.findByRole('link', { name: generated.title })).toBeVisible();
    expect(callsTo('listCases')).toHaveLength(2);
  });

  it('offers a site added in the host at once in the site filter', async () => {
    let teamSites = [sites[0]!];
    answerCalls({
      listCases: () => list([generated]),
      listSites: () => list(teamSites),
      createSite: () => sites[1]!,
    });
    renderCases();
    const filter = await screen.findByRole('combobox', { name: 'Site' });
    expect(within(filter).getAllByRole('option')).toHaveLength(2);
    teamSites = sites;
    addSiteElsewhere(sites[1]!.site_url);
    await waitFor(() => expect(within(filter).getAllByRole('option')).toHaveLength(3));
  });
});
