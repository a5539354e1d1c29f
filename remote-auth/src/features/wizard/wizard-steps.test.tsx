import { screen } from '@testing-library/react';
import { surveyQuestions } from '@vigil/contract';
import { appStore, loadRemoteModule, signIn, teamAtom } from '@vigil/shared';
import { sessionFixture } from '@vigil/shared/testing';
import { answerCalls, callsTo, httpError, renderApp } from '../../testing/render-app';
import { resetBetweenTests } from '../../testing/reset';
import {
  answerSurvey,
  button,
  fixture,
  member,
  newTeam,
  noTeam,
  queryButton,
  waitForLocation,
} from '../../testing/wizard-fixtures';

jest.mock('@vigil/shared', () => jest.requireActual('../../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

describe('wizard steps (call mocked at the @vigil/shared boundary)', () => {
  /** A member of a new team: the wizard opens on the survey. */
  async function openSurvey(extra: Parameters<typeof answerCalls>[0] = {}) {
    signIn(sessionFixture());
    answerCalls({
      getMember: () => member,
      getAccount: () => newTeam,
      saveAccount: (input) => ({ ...newTeam, ...(input as { body: object }).body }),
      billingInfo: () => fixture.billing,
      ...extra,
    });
    const rendered = renderApp('/account/new');
    await screen.findByText(surveyQuestions[0].question);
    return rendered;
  }

  /** A user without a team: the wizard saves the phone, creates team "Solo", asks for invites. */
  async function openInvites() {
    const { user } = renderApp('/account/new');
    await user.type(await screen.findByRole('textbox', { name: /phone/i }), '5551234567');
    await user.click(button('Save'));
    await user.type(await screen.findByLabelText(/Team name/), 'Solo');
    await user.click(button('Create team'));
    await screen.findByRole('heading', { name: 'Invite your team' });
    return user;
  }

  it('survey: Next appears only once answered, Back keeps the answers', async () => {
    const { user } = await openSurvey();
    expect(queryButton('Next')).not.toBeInTheDocument();
    expect(queryButton('Back')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'LinkedIn' }));
    expect(screen.getByRole('radio', { name: 'LinkedIn' })).toHaveAttribute('aria-checked', 'true');
    await user.click(button('Next'));
    expect(screen.getByText(surveyQuestions[1].question)).toBeVisible();
    expect(queryButton('Next')).not.toBeInTheDocument();
    await user.click(button('Back'));
    expect(screen.getByRole('radio', { name: 'LinkedIn' })).toHaveAttribute('aria-checked', 'true');
    expect(button('Next')).toBeVisible();
  });

  it('survey: a failed save toasts "Contact support" and stays', async () => {
    const { user } = await openSurvey({
      saveAccount: () => Promise.reject(httpError(500, { detail: 'x' })),
    });
    await answerSurvey(user);
    expect(await screen.findByText('Contact support')).toBeVisible();
    expect(screen.getByText(surveyQuestions[3].question)).toBeVisible();
  });

  it("billing: shows remote-billing's panel through federation; its callback leads to /onboard", async () => {
    jest.mocked(loadRemoteModule).mockResolvedValue({
      BillingPanel: ({ onDone }: { onDone?: () => void }) => (
        <button onClick={onDone}>Pick cloud</button>
      ),
    });
    const { user, location } = await openSurvey();
    await answerSurvey(user);
    await user.click(await screen.findByRole('button', { name: 'Pick cloud' }));
    await waitForLocation('/onboard');
    expect(loadRemoteModule).toHaveBeenCalledWith('billing/BillingPanel');
    expect(location()).toBe('/onboard');
  });

  it('billing: the frame widens from a form to 64rem so three plan cards fit side by side', async () => {
    jest.mocked(loadRemoteModule).mockResolvedValue({ BillingPanel: () => <p>plans</p> });
    const { user } = await openSurvey();
    expect(screen.getByTestId('auth-frame').parentElement).toHaveStyle({ maxWidth: '28rem' });
    await answerSurvey(user);
    await screen.findByText('plans');
    expect(screen.getByTestId('auth-frame').parentElement).toHaveStyle({ maxWidth: '64rem' });
  });

  it('billing: a failed skip toasts "Contact support" and stays', async () => {
    let saves = 0;
    const { user, location } = await openSurvey({
      saveAccount: (input) =>
        (saves += 1) === 1
          ? { ...newTeam, ...(input as { body: object }).body }
          : Promise.reject(httpError(403, { detail: 'Plans are changed through billing.' })),
    });
    await answerSurvey(user);
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('Contact support')).toBeVisible();
    expect(location()).toBe('/account/new');
  });

  it('invites: one invite toasts "Invite sent", a failure "Contact support"', async () => {
    signIn(sessionFixture());
    appStore.set(teamAtom, newTeam);
    let fail = false;
    answerCalls({
      getMember: noTeam,
      saveAccount: () => newTeam,
      saveMember: (input) =>
        fail && (input as { body: { status: string } }).body.status === 'pending'
          ? Promise.reject(httpError(502, { detail: 'mail down' }))
          : member,
    });
    const user = await openInvites();

    fail = true;
    await user.type(screen.getByLabelText('Email 1'), 'dup@example.com');
    await user.click(button('Send invites'));
    expect(await screen.findByText('Contact support')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Invite your team' })).toBeVisible();

    fail = false;
    await user.click(button('Send invites'));
    expect(await screen.findByText('Invite sent')).toBeVisible();
    expect(await screen.findByText(surveyQuestions[0].question)).toBeVisible();
  });

  it('invites: an address already on the team (409) toasts "Contact support", says why at its field and stays to correct', async () => {
    signIn(sessionFixture());
    appStore.set(teamAtom, newTeam);
    answerCalls({
      getMember: noTeam,
      saveAccount: () => newTeam,
      saveMember: (input) =>
        (input as { body: { email: string; status: string } }).body.email === 'ada@example.com' &&
        (input as { body: { status: string } }).body.status === 'pending'
          ? Promise.reject(
              httpError(409, { detail: 'That email is already a member of the team.' }),
            )
          : member,
    });
    const user = await openInvites();

    await user.type(screen.getByLabelText('Email 1'), 'bob@example.com');
    await user.type(screen.getByLabelText('Email 2'), 'ada@example.com');
    await user.click(button('Send invites'));
    // product.md §8: an invite failure is the toast "Contact support".
    expect(await screen.findByText('Contact support')).toBeVisible();
    expect(screen.getByText('Invite sent')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Invite your team' })).toBeVisible();
    const left = screen.getByLabelText('Email 1');
    expect(left).toHaveValue('ada@example.com');
    expect(left).toHaveAttribute('aria-invalid', 'true');
    expect(left).toHaveAccessibleErrorMessage('Already a member of your team');
    expect(screen.getByLabelText('Email 2')).toHaveValue('');

    await user.type(left, 'x');
    expect(screen.queryByText('Already a member of your team')).toBeNull();
  });

  it('invites can be skipped', async () => {
    signIn(sessionFixture());
    answerCalls({ getMember: noTeam, saveAccount: () => newTeam, saveMember: () => member });
    const user = await openInvites();
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(await screen.findByText(surveyQuestions[0].question)).toBeVisible();
    expect(callsTo('saveMember')).toHaveLength(1);
  });
});
