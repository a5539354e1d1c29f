import { screen } from '@testing-library/react';
import { answerCalls, callsTo, httpError, renderApp } from '../testing/render-app';
import { resetBetweenTests } from '../testing/reset';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const EXPIRED = 'Opps, seems like that link may be expired... Try requesting a new one here.';
const SHORT = 'Password needs to be at least 8 characters.';

describe('/forgot-password (call mocked at the @vigil/shared boundary)', () => {
  const send = () => screen.getByRole('button', { name: 'Send reset link' });

  it('requires the email, sends it trimmed, then confirms', async () => {
    answerCalls({ getResetLink: () => ({ detail: 'Reset link sent.' }) });
    const { user } = renderApp('/forgot-password');
    await user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.click(send());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Check your email: we sent you a link to reset your password.',
    );
    expect(callsTo('getResetLink')[0]?.input).toEqual({ body: { email: 'ada@example.com' } });
  });

  it("says it can't find the account when the server refuses", async () => {
    answerCalls({ getResetLink: () => Promise.reject(httpError(404, { detail: 'x' })) });
    const { user } = renderApp('/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Opps, we can't find an account matching that email...",
    );
  });
});

describe('/reset-password (call mocked at the @vigil/shared boundary)', () => {
  const submit = () => screen.getByRole('button', { name: 'Reset password' });

  it('wants at least 8 characters before asking the server', async () => {
    const { user } = renderApp('/reset-password?token=link-token');
    await user.type(screen.getByLabelText('New password'), ' 1234567 ');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(SHORT);
    expect(callsTo('resetPassword')).toHaveLength(0);
  });

  it("sends the link's token as Bearer, without a token refresh, then confirms", async () => {
    answerCalls({ resetPassword: () => ({ detail: 'ok' }) });
    const { user } = renderApp('/reset-password?token=link-token');
    await user.type(screen.getByLabelText('New password'), 'a new password');
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been reset. Your API key was replaced too.',
    );
    expect(callsTo('resetPassword')[0]).toEqual({
      input: { body: { password: 'a new password' } },
      config: { headers: { Authorization: 'Bearer link-token' }, skipAuthRefresh: true },
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows the 8-character message for a 417', async () => {
    answerCalls({ resetPassword: () => Promise.reject(httpError(417, { detail: 'x' })) });
    const { user } = renderApp('/reset-password?token=link-token');
    await user.type(screen.getByLabelText('New password'), 'a new password');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(SHORT);
  });

  it('shows the expired-link message for any other failure, linking to a new one', async () => {
    answerCalls({ resetPassword: () => Promise.reject(httpError(401, { detail: 'x' })) });
    const { user } = renderApp('/reset-password?token=used');
    await user.type(screen.getByLabelText('New password'), 'a new password');
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(EXPIRED);
    expect(screen.getByRole('link', { name: 'here' })).toHaveAttribute('href', '/forgot-password');
  });
});
