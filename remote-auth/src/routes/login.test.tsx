import { screen, waitFor } from '@testing-library/react';
import { appStore, authAtom, rememberNext, signIn } from '@vigil/shared';
import { sessionFixture } from '@vigil/shared/testing';
import { answerCalls, callsTo, httpError, renderApp } from '../testing/render-app';
import { resetBetweenTests } from '../testing/reset';
import { setRuntimeConfig } from '../testing/shared-mock';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const signInButton = () => screen.getByRole('button', { name: 'Sign in' });

describe('/login (call mocked at the @vigil/shared boundary)', () => {
  it('requires the email, then the password, both trimmed', async () => {
    answerCalls({ login: () => sessionFixture() });
    const { user } = renderApp('/login');
    await user.type(email(), '   ');
    await user.click(signInButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    await user.type(email(), ' ada@example.com ');
    await user.type(password(), '   ');
    await user.click(signInButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Password is required');
    expect(callsTo('login')).toHaveLength(0);

    await user.type(password(), ' secret ');
    await user.click(signInButton());
    expect(callsTo('login')[0]?.input).toEqual({
      body: { email: 'ada@example.com', password: 'secret' },
    });
  });

  it('signs in and goes to /account/new when no next address was stored', async () => {
    answerCalls({ login: () => sessionFixture(), getMember: () => new Promise(() => undefined) });
    const { user, location } = renderApp('/login');
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret');
    await user.click(signInButton());
    await screen.findByText('Set up your team');
    expect(location()).toBe('/account/new');
    expect(appStore.get(authAtom).token).toBe('access-1');
  });

  it('goes to the stored next address after signing in', async () => {
    rememberNext('/issue?status=open');
    answerCalls({ login: () => sessionFixture() });
    const { user, location } = renderApp('/login');
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret');
    await user.click(signInButton());
    // The sign-in answer arrives after the click: wait for the navigation, not just the element.
    await waitFor(() => expect(location()).toBe('/issue?status=open'));
  });

  it("shows the server's detail, else the product's own words", async () => {
    answerCalls({ login: () => Promise.reject(httpError(401, { detail: 'Account disabled' })) });
    const { user } = renderApp('/login');
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret');
    await user.click(signInButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Account disabled');

    answerCalls({ login: () => Promise.reject(httpError(502, 'Bad gateway')) });
    await user.click(signInButton());
    expect(await screen.findByText("Sorry, those credentials don't mactch any user")).toBeVisible();
  });

  it("carries the product's logo and name above the form", () => {
    renderApp('/login');
    expect(screen.getByRole('img', { name: 'Vigil' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Vigil' })).toContainHTML('<svg');
  });

  it('sends a signed-in visitor to /', () => {
    signIn(sessionFixture());
    const { location } = renderApp('/login');
    expect(location()).toBe('/');
  });

  it('links to /forgot-password and /register', () => {
    renderApp('/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('shows the Google button disabled, with the reason on hover, when the server has no Google client', async () => {
    setRuntimeConfig({ google: false });
    const { user } = renderApp('/login');
    const google = screen.getByRole('button', { name: 'Sign in with Google' });
    expect(google).toBeDisabled();
    await user.hover(google.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Google sign-in is not set up on this server.',
    );
  });

  it('offers the Google button when Google is configured', () => {
    setRuntimeConfig({ google: true });
    renderApp('/login');
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  });
});
