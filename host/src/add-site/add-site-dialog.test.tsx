import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillingInfo, PlanName } from '@vigil/contract';
import {
  AppProviders,
  appStore,
  billingAtom,
  call,
  memberAtom,
  metricsAtom,
  notify,
  queryClient,
  siteDataAtom,
  useSites,
} from '@vigil/shared';
import { httpError, slicesFixture } from '@vigil/shared/testing';
import { useState } from 'react';
import { useShellData } from '../shell/use-shell-data';
import { AddSiteDialog } from './add-site-dialog';
import { addSiteProblem, parsePageUrls } from './site-input';

jest.mock('@vigil/shared', () =>
  jest.requireActual('@vigil/shared/testing/shared-mock').sharedWithMocks(),
);

const noSites = { count: 0, next: null, previous: null, results: [] };
const siteList = { ...noSites, count: 1 };
let listed = noSites;

/** The shell's data and, beside it, the first page of sites as the Home screen shows it. */
function SiteListProbe() {
  useShellData();
  const { data } = useSites(1);
  return <output aria-label="sites listed">{data?.count}</output>;
}

function onPlan(name: PlanName) {
  appStore.set(billingAtom, { plan: { name } } as BillingInfo);
}

/** The dialog as the shell uses it, with a button to open it again (and a list of sites). */
function Harness({ showsSites = false }: { showsSites?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <AddSiteDialog open={open} onClose={() => setOpen(false)} />
      {showsSites ? <SiteListProbe /> : null}
    </>
  );
}

let error: jest.SpyInstance;
let success: jest.SpyInstance;
beforeEach(() => {
  onPlan('free');
  error = jest.spyOn(notify, 'error').mockReturnValue(0);
  success = jest.spyOn(notify, 'success').mockReturnValue(0);
  jest
    .mocked(call)
    .mockImplementation(((name: string) =>
      Promise.resolve(name === 'listSites' ? listed : {})) as typeof call);
});
afterEach(() => {
  queryClient.clear();
  appStore.set(metricsAtom, null);
  listed = noSites;
  jest.restoreAllMocks();
  appStore.set(billingAtom, null);
  appStore.set(siteDataAtom, null);
  appStore.set(memberAtom, null);
  jest.mocked(call).mockClear();
});

const siteUrlField = () => screen.getByRole('textbox', { name: 'Site URL' });
const addButton = () => screen.getByRole('button', { name: /^Add Site$/ });

describe('addSiteProblem (product.md §5 order)', () => {
  it.each([
    ['selfhost', '', 'not allowed'],
    ['selfhost', 'https://example.com', 'not allowed'],
    ['free', '', 'enter a site url'],
    ['free', '   ', 'enter a site url'],
    ['cloud', 'example.com', 'must begin with http'],
    ['cloud', 'ftp://example.com', 'must begin with http'],
    [undefined, 'https://example.com', null],
    ['free', ' HTTP://example.com ', null],
  ] as const)('plan %s, url %j: %s', async (plan, url, problem) => {
    await expect(addSiteProblem({ site_url: url }, plan)).resolves.toBe(problem);
  });

  it('checks the pages with the same rules, naming the entry as the customer typed it', async () => {
    const body = { site_url: 'https://example.com', page_urls: ['https://example.com/a', '/b'] };
    await expect(addSiteProblem(body, 'free')).resolves.toBe(
      'Add Pages "/b": must begin with http',
    );
  });
});

describe('parsePageUrls', () => {
  it.each([
    ['https://a.com/1, https://a.com/2', ['https://a.com/1', 'https://a.com/2']],
    ['https://a.com/1\nhttps://a.com/2\r\n', ['https://a.com/1', 'https://a.com/2']],
    // Any comma wins: new lines are then kept inside the entries (and trimmed at their ends).
    [
      'https://a.com/1,\nhttps://a.com/2\nhttps://a.com/3',
      ['https://a.com/1', 'https://a.com/2\nhttps://a.com/3'],
    ],
    ['  https://a.com/1  ', ['https://a.com/1']],
    [' , ,', null],
    ['', null],
    ['\n\n', null],
  ])('%j', (text, urls) => expect(parsePageUrls(text)).toEqual(urls));
});

describe('the Add Site dialog', () => {
  it('is titled Add Site and checks the URL before calling, in the spec order', async () => {
    const user = userEvent.setup();
    render(<Harness />, { wrapper: AppProviders });
    // The dialog's code loads on first use, so it shows a moment after opening.
    expect(await screen.findByRole('dialog', { name: 'Add Site' })).toBeInTheDocument();
    expect(siteUrlField()).toHaveAttribute('placeholder', 'https://example.com');

    await user.type(siteUrlField(), '{Enter}');
    // The rules come with the contract, which may still be being built: the message follows.
    await waitFor(() => expect(error).toHaveBeenLastCalledWith('enter a site url'));
    await user.type(siteUrlField(), 'example.com{Enter}');
    await waitFor(() => expect(error).toHaveBeenLastCalledWith('must begin with http'));
    await user.click(addButton());
    expect(error).toHaveBeenCalledTimes(3);
    expect(call).not.toHaveBeenCalled();
  });

  it('reads the plan again on opening: a change made elsewhere is not hidden by the stored one', async () => {
    onPlan('selfhost');
    appStore.set(memberAtom, slicesFixture().member);
    jest.mocked(call).mockImplementation(((name: string) =>
      Promise.resolve(
        name === 'billingInfo'
          ? {
              ...slicesFixture().billing,
              plan: { ...slicesFixture().billing.plan, name: 'cloud' },
            }
          : {},
      )) as typeof call);
    render(<Harness />, { wrapper: AppProviders });
    await waitFor(() => expect(addButton()).toBeEnabled());
    expect(call).toHaveBeenCalledWith('billingInfo');
  });

  it('on the selfhost plan says "not allowed" first and disables the button', async () => {
    onPlan('selfhost');
    const user = userEvent.setup();
    render(<Harness />, { wrapper: AppProviders });
    expect(addButton()).toBeDisabled();
    await user.type(siteUrlField(), 'not a url{Enter}');
    expect(error).toHaveBeenCalledWith('not allowed');
    expect(error).toHaveBeenCalledTimes(1);
    expect(call).not.toHaveBeenCalled();
  });

  it('sends the URL and the advanced pages, then says "Site added", clears, closes and reloads the sites', async () => {
    let finish: (value: unknown) => void = () => undefined;
    jest.mocked(call).mockImplementation(((name: string) =>
      name === 'createSite'
        ? new Promise<unknown>((resolve) => (finish = resolve))
        : Promise.resolve(
            {
              listSites: listed,
              homeMetrics: { open_issues: 0, sites: listed.count, pages: 3 },
              getAccount: slicesFixture().team,
            }[name],
          )) as typeof call);
    const user = userEvent.setup();
    render(<Harness showsSites />, { wrapper: AppProviders });

    await user.type(siteUrlField(), ' https://example.com ');
    expect(screen.queryByRole('textbox', { name: 'Add Pages' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Advanced' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Add Pages' }),
      'https://example.com/a{Enter} https://example.com/b {Enter}',
    );
    expect(screen.getByRole('button', { name: 'Hide Advanced' })).toBeInTheDocument();
    await user.click(addButton());

    // Submitting: spinner, button disabled, a second press sends nothing more.
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('add-site-spinner')).toBeInTheDocument();
    await user.type(siteUrlField(), '{Enter}');
    expect(jest.mocked(call).mock.calls.filter(([name]) => name === 'createSite')).toEqual([
      [
        'createSite',
        {
          body: {
            site_url: 'https://example.com',
            page_urls: ['https://example.com/a', 'https://example.com/b'],
          },
        },
      ],
    ]);

    listed = siteList;
    await act(async () => finish(slicesFixture().siteData.results[0]));
    expect(success).toHaveBeenCalledWith('Site added');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list on screen (and the siteData slice it fills) reloads once, not once per app
    // showing it; so do the counts a site moves.
    await waitFor(() => expect(appStore.get(siteDataAtom)).toEqual(siteList));
    expect(screen.getByRole('status', { name: 'sites listed' })).toHaveTextContent('1');
    await waitFor(() => expect(appStore.get(metricsAtom)?.sites).toBe(1));
    const callsTo = (endpoint: string) =>
      jest.mocked(call).mock.calls.filter(([name]) => name === endpoint);
    expect(callsTo('listSites')).toHaveLength(2);
    expect(callsTo('homeMetrics')).toHaveLength(2);
    expect(callsTo('getAccount')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(siteUrlField()).toHaveValue('');
  });

  it('sends page_urls null when Add Pages is empty, and shows the server’s reason on failure', async () => {
    jest.mocked(call).mockRejectedValueOnce(httpError(426, { reason: 'max sites reached' }));
    const user = userEvent.setup();
    render(<Harness />, { wrapper: AppProviders });
    await user.type(siteUrlField(), 'https://example.com{Enter}');

    await waitFor(() => expect(error).toHaveBeenCalledWith('max sites reached'));
    expect(call).toHaveBeenCalledWith('createSite', {
      body: { site_url: 'https://example.com', page_urls: null },
    });
    expect(success).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add Site' })).toBeInTheDocument();
    expect(siteUrlField()).toHaveValue('https://example.com');
    expect(addButton()).toBeEnabled();
  });

  it('sends nothing of Add Pages once Advanced is hidden again, even a bad entry', async () => {
    jest.mocked(call).mockResolvedValue(slicesFixture().siteData.results[0]);
    const user = userEvent.setup();
    render(<Harness />, { wrapper: AppProviders });
    await user.type(siteUrlField(), 'https://example.com');
    await user.click(screen.getByRole('button', { name: 'Show Advanced' }));
    await user.type(screen.getByRole('textbox', { name: 'Add Pages' }), 'example.com/oops');
    await user.click(screen.getByRole('button', { name: 'Hide Advanced' }));
    await user.click(addButton());
    await waitFor(() => expect(success).toHaveBeenCalledWith('Site added'));
    expect(error).not.toHaveBeenCalled();
    expect(call).toHaveBeenCalledWith('createSite', {
      body: { site_url: 'https://example.com', page_urls: null },
    });
  });

  it("names the page entry as typed in the server's reason too", async () => {
    jest
      .mocked(call)
      .mockRejectedValueOnce(
        httpError(400, { reason: 'page_urls.1: must not be a private address' }),
      );
    const user = userEvent.setup();
    render(<Harness />, { wrapper: AppProviders });
    await user.type(siteUrlField(), 'https://example.com');
    await user.click(screen.getByRole('button', { name: 'Show Advanced' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Add Pages' }),
      'https://example.com/a, http://10.0.0.1/admin',
    );
    await user.click(addButton());
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Add Pages "http://10.0.0.1/admin": must not be a private address',
      ),
    );
  });
});
