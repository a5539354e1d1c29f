import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, AppProviders, authAtom, ToastHost } from '@vigil/shared';
import { authFixture, sessionFixture } from '@vigil/shared/testing';
import { answerCalls, callsTo } from '../../../testing/render-app';
import { resetBetweenTests } from '../../../testing/reset';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

jest.mock('@vigil/shared', () =>
  jest.requireActual('../../../testing/shared-mock').sharedWithMocks(),
);
resetBetweenTests();

function renderForms() {
  appStore.set(authAtom, authFixture());
  answerCalls({
    // The user as the server answers it: every field, with the sent names.
    updateProfile: (input) => ({
      ...sessionFixture().user,
      ...(input as { body: object }).body,
    }),
    changePassword: () => sessionFixture({ token: 'access-2', refresh: 'refresh-2' }),
  });
  const user = userEvent.setup();
  render(
    <AppProviders>
      <ProfileForm />
      <PasswordForm />
      <ToastHost />
    </AppProviders>,
  );
  return user;
}

describe('profile and password forms', () => {
  it('saves the name and changes the password with the current one', async () => {
    const user = renderForms();
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Grace');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(callsTo('updateProfile')).toEqual([
      { body: { first_name: 'Grace', last_name: 'Lovelace' } },
    ]);
    expect(await screen.findByText('Profile saved')).toBeVisible();
    expect(appStore.get(authAtom).account?.first_name).toBe('Grace');

    await user.type(screen.getByLabelText('Current password'), 'old password');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password needs to be at least 8 characters.')).toBeVisible();
    expect(callsTo('changePassword')).toHaveLength(0);
    await user.type(screen.getByLabelText('New password'), ' and longer');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(callsTo('changePassword')).toEqual([
      { body: { current_password: 'old password', password: 'short and longer' } },
    ]);
    expect(
      await screen.findByText(/^Password changed\. Your API key was replaced too/),
    ).toBeVisible();
    // The server ended every other sign-in: this browser carries on with the new session.
    expect(appStore.get(authAtom)).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2' });
  });
});
