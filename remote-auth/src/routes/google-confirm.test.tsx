import { act, screen } from '@testing-library/react';
import { appStore, authAtom, memberAtom, rememberNext, signIn, teamAtom } from '@vigil/shared';
import { slicesFixture } from '@vigil/shared/testing';
import { answerCalls, callsTo, httpError, renderApp } from '../testing/render-app';
import { resetBetweenTests } from '../testing/reset';

jest.mock('@vigil/shared', () => {
  const shared = jest.requireActual('../testing/shared-mock').sharedWithMocks();
  // signIn spied, so a test can make a first attempt not stick.
  return { ...shared, signIn: jest.fn(shared.signIn) };
});
resetBetweenTests();
beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(signIn).mockReset().mockImplementation(jest.requireActual('@vigil/shared').signIn);
});
afterEach(() => jest.useRealTimers());

const query = new URLSearchParams({
  token: 'google-access',
  refresh: 'google-refresh',
  api_token: 'google-api',
  id: '3f0c1a52-7c59-4d3e-9a57-2b1f0a6a2a11',
  username: 'ada@example.com',
  email: 'ada@example.com',
  is_active: 'true',
  created: '2026-01-01T00:00:00Z',
  updated: '2026-01-01T00:00:00Z',
}).toString();

const { team, member, billing } = slicesFixture();
const flush = () => act(() => jest.advanceTimersByTimeAsync(0));

describe('/google-confirm (call mocked at the @vigil/shared boundary)', () => {
  it('sets the tokens, loads team, member and billing, then goes to /account/new', async () => {
    answerCalls({ getAccount: () => team, getMember: () => member, billingInfo: () => billing });
    const { visited } = renderApp(`/google-confirm?${query}`);
    expect(screen.getByRole('heading', { name: 'Signing you in' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in with Google...');
    await flush();
    expect(appStore.get(authAtom)).toMatchObject({
      token: 'google-access',
      refreshToken: 'google-refresh',
      api_token: 'google-api',
      account: { email: 'ada@example.com' },
    });
    expect(appStore.get(teamAtom)).toEqual(team);
    expect(appStore.get(memberAtom)).toEqual(member);
    expect(callsTo('billingInfo')).toHaveLength(1);
    // The wizard then sends this member of a free team on to /onboard.
    expect(visited().slice(0, 2)).toEqual([`/google-confirm?${query}`, '/account/new']);
  });

  it('goes to the stored next address; a user without a team is no failure', async () => {
    rememberNext('/logs');
    answerCalls({
      getAccount: () => Promise.reject(httpError(404, { detail: 'no team' })),
      getMember: () => Promise.reject(httpError(404, { detail: 'no team' })),
    });
    const { location } = renderApp(`/google-confirm?${query}`);
    await flush();
    expect(location()).toBe('/logs');
    expect(appStore.get(teamAtom)).toBeNull();
    expect(callsTo('billingInfo')).toHaveLength(0);
  });

  it('tries setting the tokens again 1000 ms later when the first attempt does not hold', async () => {
    jest.mocked(signIn).mockImplementationOnce(() => undefined);
    answerCalls({ getAccount: () => team, getMember: () => member, billingInfo: () => billing });
    const { location, visited } = renderApp(`/google-confirm?${query}`);
    await flush();
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(location()).toMatch(/^\/google-confirm/);
    await act(() => jest.advanceTimersByTimeAsync(999));
    expect(signIn).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(signIn).toHaveBeenCalledTimes(2);
    expect(visited()[1]).toBe('/account/new');
  });

  it('gives up after 2 attempts and goes to /login', async () => {
    jest.mocked(signIn).mockImplementation(() => undefined);
    const { location } = renderApp(`/google-confirm?${query}`);
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(signIn).toHaveBeenCalledTimes(2);
    expect(location()).toBe('/login');
    expect(callsTo('getMember')).toHaveLength(0);
  });

  it('goes to /login without a session in the address, after the same 2 attempts', async () => {
    const { location } = renderApp('/google-confirm?token=only-this');
    await flush();
    expect(location()).toMatch(/^\/google-confirm/);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(location()).toBe('/login');
    expect(appStore.get(authAtom).token).toBeNull();
  });
});
