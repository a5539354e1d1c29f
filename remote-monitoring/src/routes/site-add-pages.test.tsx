import { screen, waitFor, within } from '@testing-library/react';
import { callsTo, httpError, renderApp } from '../testing/render-app';
import { list, pageFixture, teamFixture } from '../testing/monitoring-fixtures';
import { answerSite, pagesOf, site } from '../testing/site-screen';
import { resetBetweenTests } from '../testing/reset';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const form = () => screen.findByRole('form', { name: 'Add pages' });

describe('Add pages on the site screen (call mocked at the @vigil/shared boundary)', () => {
  it('adds the URLs typed, one a line, and shows them in the pages list', async () => {
    const added = [pageFixture(5, site.id), pageFixture(6, site.id)];
    let stored = pagesOf([]);
    answerSite({
      listPages: () => stored,
      addSitePages: () => {
        stored = list(added);
        return added;
      },
    });
    const { user } = renderApp(`/site/${site.id}`);
    const addPages = within(await form());
    await user.type(
      addPages.getByRole('textbox', { name: 'Add pages' }),
      ` ${site.site_url}/pricing\n\n${site.site_url}/docs `,
    );
    await user.click(addPages.getByRole('button', { name: 'Add pages' }));

    expect(callsTo('addSitePages')).toEqual([
      {
        params: { id: site.id },
        body: { page_urls: [`${site.site_url}/pricing`, `${site.site_url}/docs`] },
      },
    ]);
    expect(await addPages.findByText('Added 2 pages.')).toBeVisible();
    expect(addPages.getByRole('textbox', { name: 'Add pages' })).toHaveValue('');
    const table = await screen.findByRole('table', { name: 'Pages' });
    expect(await within(table).findByRole('link', { name: /page-6$/ })).toBeVisible();
  });

  it('splits on commas when there is any, and sends nothing while the box is blank', async () => {
    answerSite({ addSitePages: () => [pageFixture(5, site.id), pageFixture(6, site.id)] });
    const { user } = renderApp(`/site/${site.id}`);
    const addPages = within(await form());
    expect(addPages.getByRole('button', { name: 'Add pages' })).toBeDisabled();
    await user.type(addPages.getByRole('textbox', { name: 'Add pages' }), '   ');
    expect(addPages.getByRole('button', { name: 'Add pages' })).toBeDisabled();
    await user.type(addPages.getByRole('textbox', { name: 'Add pages' }), '/a, /b');
    await user.click(addPages.getByRole('button', { name: 'Add pages' }));
    expect(callsTo('addSitePages')[0]).toMatchObject({ body: { page_urls: ['/a', '/b'] } });
  });

  it('names the entry the API refused, as typed (another host, not a URL)', async () => {
    answerSite({
      addSitePages: () =>
        Promise.reject(
          httpError(400, {
            reason: "page_urls.1: must be on the site's host, site-1.example.com",
            field: 'page_urls.1',
          }),
        ),
    });
    const { user } = renderApp(`/site/${site.id}`);
    const addPages = within(await form());
    await user.type(
      addPages.getByRole('textbox', { name: 'Add pages' }),
      `${site.site_url}/a\nhttps://elsewhere.example/b`,
    );
    await user.click(addPages.getByRole('button', { name: 'Add pages' }));
    expect(await addPages.findByRole('alert')).toHaveTextContent(
      `"https://elsewhere.example/b": must be on the site's host, site-1.example.com`,
    );
    // Kept, to correct.
    expect(addPages.getByRole('textbox', { name: 'Add pages' })).toHaveValue(
      `${site.site_url}/a\nhttps://elsewhere.example/b`,
    );
  });

  it("says the plan's page limit is reached, with its figure and a way to the plan", async () => {
    const team = teamFixture();
    answerSite({
      getAccount: () => ({ ...team, limits: { ...team.limits, pages_allowed: 5 } }),
      addSitePages: () => Promise.reject(httpError(426, { reason: 'max pages reached' })),
    });
    const { user } = renderApp(`/site/${site.id}`);
    const addPages = within(await form());
    await user.type(addPages.getByRole('textbox', { name: 'Add pages' }), `${site.site_url}/a`);
    await user.click(addPages.getByRole('button', { name: 'Add pages' }));
    const alert = await addPages.findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        'Your plan allows no more pages on this site (5 a site). See your plan',
      ),
    );
    expect(within(alert).getByRole('link', { name: 'See your plan' })).toHaveAttribute(
      'href',
      '/billing',
    );
  });
});
