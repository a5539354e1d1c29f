import { act, screen, waitFor } from '@testing-library/react';
import { appStore, memberAtom } from '@vigil/shared';
import { slicesFixture } from '@vigil/shared/testing';
import { answerCalls, callsTo, httpError, renderApp } from '../testing/render-app';
import {
  caseProcess,
  list,
  pagesFixture,
  signInAs,
  siteFixture,
} from '../testing/onboarding-fixtures';
import { resetBetweenTests } from '../testing/reset';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

/** The server's view of one site's processing, changeable between polls. */
function processing(state: { crawled: boolean; scanned: number; pages: number; cases: number }) {
  return {
    getSite: () => siteFixture(state.crawled),
    listPages: () => list(pagesFixture(state.scanned, state.pages)),
    listProcesses: () => list([caseProcess(state.cases)]),
  };
}

/** Where /onboard sends a signed-in user once `calls` have answered its first reads. */
async function whereOnboardSends(calls: Parameters<typeof answerCalls>[0]) {
  answerCalls(calls);
  const { location } = renderApp('/onboard');
  await act(async () => undefined);
  return location();
}

const progressValue = () => screen.getByTestId('progress-value').textContent;

describe('/onboard entry rules (call mocked at the @vigil/shared boundary)', () => {
  it('without a token stores /onboard as next and goes to /register', async () => {
    const { location } = renderApp('/onboard');
    await screen.findByTestId('location');
    expect(location()).toBe('/register');
    expect(sessionStorage.getItem('next')).toBe('/onboard');
  });

  it('sends a contributor to /', async () => {
    signInAs({ member: 'contributor' });
    expect(await whereOnboardSends({})).toBe('/');
  });

  it('sends a team with more than one site to /', async () => {
    signInAs();
    expect(
      await whereOnboardSends({ listSites: () => ({ ...list([siteFixture(true)]), count: 2 }) }),
    ).toBe('/');
  });

  it('sends a team whose one site is fully processed to /', async () => {
    signInAs();
    expect(
      await whereOnboardSends({
        listSites: () => list([siteFixture(true)]),
        ...processing({ crawled: true, scanned: 2, pages: 2, cases: 100 }),
      }),
    ).toBe('/');
  });

  it('opens step 2 for a team whose one site is still processing', async () => {
    signInAs();
    answerCalls({
      listSites: () => list([siteFixture(true)]),
      ...processing({ crawled: true, scanned: 1, pages: 2, cases: 0 }),
    });
    renderApp('/onboard');
    expect(await screen.findByRole('heading', { name: 'Processing your site' })).toBeVisible();
    expect(progressValue()).toBe('50%');
  });

  it('opens step 2 at 10 when the first progress read fails', async () => {
    signInAs();
    answerCalls({
      listSites: () => list([siteFixture(false)]),
      getSite: () => Promise.reject(httpError(502)),
      listPages: () => list([]),
      listProcesses: () => list([]),
    });
    renderApp('/onboard');
    expect(await screen.findByRole('heading', { name: 'Processing your site' })).toBeVisible();
    expect(progressValue()).toBe('10%');
  });

  it('fetches the member when none is stored, and sends a contributor to /', async () => {
    signInAs();
    appStore.set(memberAtom, null);
    answerCalls({ getMember: () => ({ ...slicesFixture().member, type: 'contributor' }) });
    const { location } = renderApp('/onboard');
    await act(async () => undefined);
    expect(callsTo('getMember')).toHaveLength(1);
    expect(location()).toBe('/');
  });

  it.each(['selfhost', 'admin'] as const)('sends a %s team without sites to /', async (type) => {
    signInAs({ team: { type } });
    expect(await whereOnboardSends({ listSites: () => list([]) })).toBe('/');
  });

  it('opens step 0 for another team without sites', async () => {
    signInAs({ team: { type: 'free' } });
    answerCalls({ listSites: () => list([]) });
    renderApp('/onboard');
    expect(await screen.findByRole('heading', { name: 'Add your first site' })).toBeVisible();
    // The setup wizard's frame: the product's mark above one card holding the step.
    expect(screen.getByRole('img', { name: 'Vigil' })).toBeVisible();
    expect(screen.getByTestId('auth-frame')).toContainElement(
      screen.getByRole('heading', { name: 'Add your first site' }),
    );
  });

  it('toasts "Contact support" when the site list fails', async () => {
    signInAs();
    answerCalls({ listSites: () => Promise.reject(httpError(500)) });
    renderApp('/onboard');
    expect(await screen.findByText('Contact support')).toBeVisible();
  });
});

describe('/onboard step 0 (call mocked at the @vigil/shared boundary)', () => {
  it('says "enter a site url", then "please use http"', async () => {
    signInAs();
    answerCalls({ listSites: () => list([]) });
    const { user } = renderApp('/onboard');
    await user.click(await screen.findByRole('button', { name: 'Add site' }));
    // The rules come with the contract, which may still be being built: the message follows.
    expect(await screen.findByRole('alert')).toHaveTextContent('enter a site url');
    await user.type(screen.getByLabelText('Site URL'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Add site' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('please use http'));
    expect(callsTo('createSite')).toHaveLength(0);
  });

  it('adds the site with onboarding true and moves to step 1 at progress 10', async () => {
    signInAs();
    answerCalls({ listSites: () => list([]), createSite: () => siteFixture(false) });
    const { user } = renderApp('/onboard');
    await user.type(await screen.findByLabelText('Site URL'), ' https://example.com ');
    await user.click(screen.getByRole('button', { name: 'Add site' }));
    expect(
      await screen.findByRole('heading', { name: 'See what Vigil does for you' }),
    ).toBeVisible();
    expect(callsTo('createSite')[0]?.input).toEqual({
      body: { site_url: 'https://example.com', onboarding: true },
    });
    expect(progressValue()).toBe('10%');
  });
});

describe('/onboard progress polling (call mocked at the @vigil/shared boundary, fake timers)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('polls every 5000 ms through 10, 25, 75 and 100, then shows step 3 and stops', async () => {
    const state = { crawled: false, scanned: 0, pages: 2, cases: 0 };
    signInAs();
    answerCalls({
      listSites: () => list([]),
      createSite: () => siteFixture(false),
      ...processing(state),
    });
    const { user } = renderApp('/onboard', { advanceTimers: jest.advanceTimersByTime });
    await user.type(await screen.findByLabelText('Site URL'), 'https://example.com');
    await user.click(screen.getByRole('button', { name: 'Add site' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(progressValue()).toBe('10%');

    const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
    await tick(4999);
    expect(callsTo('getSite')).toHaveLength(0);
    await tick(1);
    expect(callsTo('getSite')).toHaveLength(1);
    expect(progressValue()).toBe('10%');

    state.crawled = true;
    await tick(5000);
    // A read's answer reaches the screen a moment after the read (the query layer batches it).
    await waitFor(() => expect(progressValue()).toBe('25%'));

    state.scanned = 2;
    await tick(5000);
    await waitFor(() => expect(progressValue()).toBe('75%'));
    expect(screen.getByRole('button', { name: 'Skip' })).toBeVisible();

    state.cases = 100;
    await tick(5000);
    expect(await screen.findByRole('heading', { name: 'All done' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    await tick(15000);
    expect(callsTo('getSite')).toHaveLength(4);
    expect(callsTo('listProcesses')[0]?.input).toEqual({
      query: { type: 'case.generate', site_id: siteFixture(false).id },
    });
  });
});

describe('/onboard back and skip (call mocked at the @vigil/shared boundary)', () => {
  it('goes back to the video, forward again, and skips to /', async () => {
    signInAs();
    answerCalls({
      listSites: () => list([siteFixture(true)]),
      ...processing({ crawled: true, scanned: 0, pages: 1, cases: 0 }),
    });
    const { user, location } = renderApp('/onboard');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'See what Vigil does for you' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Processing your site' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(location()).toBe('/');
  });

  it('goes back to step 0 once the site is added, showing it rather than a second form', async () => {
    signInAs();
    answerCalls({
      listSites: () => list([siteFixture(true)]),
      ...processing({ crawled: true, scanned: 0, pages: 1, cases: 0 }),
    });
    const { user } = renderApp('/onboard');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Add your first site' })).toBeVisible();
    expect(screen.getByText(siteFixture(true).site_url)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add site' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'See what Vigil does for you' })).toBeVisible();
    expect(callsTo('createSite')).toHaveLength(0);
  });
});
