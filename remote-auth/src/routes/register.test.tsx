import { screen } from '@testing-library/react';
import { getRuntimeConfig, rememberNext } from '@vigil/shared';
import { sessionFixture } from '@vigil/shared/testing';
import { answerCalls, callsTo, httpError, renderApp } from '../testing/render-app';
import { resetBetweenTests } from '../testing/reset';
import { setRuntimeConfig } from '../testing/shared-mock';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const createButton = () => screen.getByRole('button', { name: 'Create account' });
const terms = () => screen.getByRole('checkbox');

async function fillAndAgree(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('First Name'), ' Ada ');
  await user.type(screen.getByLabelText('Last Name'), ' Lovelace ');
  await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
  await user.type(screen.getByLabelText('Password'), ' long password ');
  await user.click(terms());
}

describe('/register (call mocked at the @vigil/shared boundary)', () => {
  it('keeps the register and Google buttons disabled until the terms box is checked', async () => {
    setRuntimeConfig({ google: true });
    const { user } = renderApp('/register');
    const google = screen.getByRole('button', { name: 'Sign in with Google' });
    expect(createButton()).toBeDisabled();
    expect(google).toBeDisabled();
    await user.click(terms());
    expect(createButton()).toBeEnabled();
    expect(google).toBeEnabled();
    await user.click(terms());
    expect(createButton()).toBeDisabled();
  });

  it('shows the Google button even without a Google client, disabled after the box is checked', async () => {
    setRuntimeConfig({ google: false });
    const { user } = renderApp('/register');
    await user.click(terms());
    expect(createButton()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
  });

  it('says which fields are required, blank ones included', async () => {
    const { user } = renderApp('/register');
    await user.type(screen.getByLabelText('First Name'), '   ');
    await user.click(terms());
    await user.click(createButton());
    for (const message of [
      'Email is required',
      'Password is required',
      'First Name is required',
      'Last Name is required',
    ])
      expect(screen.getByText(message)).toBeVisible();
    expect(callsTo('register')).toHaveLength(0);
  });

  it('sends trimmed fields with the email as username, then goes to /account/new', async () => {
    answerCalls({
      register: () => sessionFixture(),
      getMember: () => Promise.reject(httpError(404)),
    });
    const { user, location } = renderApp('/register');
    await fillAndAgree(user);
    await user.click(createButton());
    await screen.findByText('Set up your team');
    expect(callsTo('register')[0]?.input).toEqual({
      body: {
        username: 'ada@example.com',
        email: 'ada@example.com',
        password: 'long password',
        first_name: 'Ada',
        last_name: 'Lovelace',
      },
    });
    expect(location()).toBe('/account/new');
  });

  it('goes to the stored next address after registering', async () => {
    rememberNext('/account/join?team=t&code=c&member=m');
    answerCalls({
      register: () => sessionFixture(),
      saveMember: () => new Promise(() => undefined),
    });
    const { user, location } = renderApp('/register');
    await fillAndAgree(user);
    await user.click(createButton());
    await screen.findByText('Set up your team');
    expect(location()).toBe('/account/join?team=t&code=c&member=m');
  });

  it.each([
    [
      'the username error first',
      { detail: 'd', username: ['A user with that email already exists.'], password: ['p'] },
      'A user with that email already exists.',
    ],
    [
      'else the password error',
      { detail: 'd', password: ['Password needs to be at least 8 characters.'] },
      'Password needs to be at least 8 characters.',
    ],
    ['else the detail', { detail: 'Too many sign-ups' }, 'Too many sign-ups'],
  ])('shows %s', async (_label, body, shown) => {
    answerCalls({ register: () => Promise.reject(httpError(400, body)) });
    const { user } = renderApp('/register');
    await fillAndAgree(user);
    await user.click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });

  it("links the terms and privacy policy to the product's site, and /login", () => {
    renderApp('/register');
    const { links } = getRuntimeConfig();
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', links.terms);
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      links.privacy,
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
