import { screen, within } from '@testing-library/react';
import type { Member } from '@vigil/contract';
import { appStore, authAtom } from '@vigil/shared';
import { slicesFixture } from '@vigil/shared/testing';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import { list, uuid } from '../testing/monitoring-fixtures';
import { answerCalls, callsTo, httpError } from '../testing/render-app';
import { resetBetweenTests } from '../testing/reset';
import { AccountRoute } from './account';
import { cancelThenConfirm } from '../testing/cancel-then-confirm';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const team = slicesFixture().team;
const me = slicesFixture().member;
const member = (index: number, overrides: Partial<Member> = {}): Member => ({
  ...me,
  id: uuid(index, 'ae3be000'),
  email: `colleague-${index}@example.com`,
  phone: null,
  type: 'contributor',
  ...overrides,
});
const bob = member(1);
const invited = member(2, { status: 'pending' });

type Handlers = Parameters<typeof answerCalls>[0];

function renderAccount(myType: Member['type'] = 'admin', overrides: Handlers = {}) {
  appStore.set(authAtom, {
    token: 'access-1',
    refreshToken: 'refresh-1',
    api_token: 'api-key-1',
    account: {
      id: uuid(9),
      email: 'ada@example.com',
      username: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
    },
  });
  answerCalls({
    getAccount: () => team,
    getMember: () => ({ ...me, type: myType }),
    listMembers: () => list([me, bob, invited]),
    updateMember: (input) => ({ ...bob, ...(input as { body: object }).body }),
    removeMember: () => ({ detail: 'Member removed.' }),
    saveMember: (input) => member(3, { email: (input as { body: { email: string } }).body.email }),
    updateProfile: (input) => ({ ...(input as { body: object }).body }),
    changePassword: () => ({ detail: 'Password changed.' }),
    ...overrides,
  });
  return renderRoute('/account', <AccountRoute />, '/account').user;
}

const rowOf = async (email: string) =>
  (await screen.findByRole('cell', { name: new RegExp(email) })).closest('tr')!;

describe('Account', () => {
  it('shows the profile, the team name and its members with type and status', async () => {
    renderAccount();
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByText('ada@example.com')).toBeVisible();
    expect(await screen.findByText('Analytical Engines')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Team members' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(await rowOf('ada@example.com')).toHaveTextContent('(you)');
    expect(await rowOf(invited.email)).toHaveTextContent('Invited');
    expect(callsTo('listMembers')[0]).toEqual({
      params: { id: team.id },
      query: { limit: 10, offset: 0 },
    });
  });

  it('lets an admin change a type and shows the result', async () => {
    const user = renderAccount();
    const select = await screen.findByRole('combobox', { name: `Type of ${bob.email}` });
    await user.selectOptions(select, 'admin');
    expect(callsTo('updateMember')).toEqual([{ params: { id: bob.id }, body: { type: 'admin' } }]);
    expect(await screen.findByText(`${bob.email} is now an admin`)).toBeVisible();
  });

  it("toasts the server's reason when the last admin would be demoted", async () => {
    const user = renderAccount('admin', {
      updateMember: () =>
        Promise.reject(httpError(400, { detail: 'A team needs at least one active admin.' })),
    });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: `Type of ${me.email}` }),
      'contributor',
    );
    expect(await screen.findByText('A team needs at least one active admin.')).toBeVisible();
  });

  it('asks before removing, and removes only on confirmation', async () => {
    const user = renderAccount();
    await cancelThenConfirm(user, {
      button: `Remove ${bob.email}`,
      dialog: 'Remove member?',
      says: [`${bob.email} will lose access to this team`],
      confirm: 'Remove',
      request: 'removeMember',
    });
    expect(callsTo('removeMember')).toEqual([{ params: { id: bob.id } }]);
    expect(await screen.findByText(`${bob.email} was removed from the team`)).toBeVisible();
  });

  it('invites each address as a pending contributor with the join mail', async () => {
    const user = renderAccount();
    const field = await screen.findByLabelText('Invite by email');
    await user.type(field, 'nope');
    await user.click(screen.getByRole('button', { name: 'Send invites' }));
    expect(await screen.findByText('"nope" is not an email address.')).toBeVisible();
    expect(callsTo('saveMember')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'a@example.com, b@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invites' }));
    expect(await screen.findByText('Invites sent')).toBeVisible();
    expect(callsTo('saveMember')).toEqual(
      ['a@example.com', 'b@example.com'].map((email) => ({
        body: {
          account: team.id,
          email,
          status: 'pending',
          type: 'contributor',
          send_invite: true,
        },
      })),
    );
    expect(field).toHaveValue('');
  });

  it.each([
    [409, 'That email is already a member of the team.'],
    [400, 'email: Enter a valid email address.'],
  ])(
    'an invite the server refuses (%i) toasts "Contact support" and says why at the field',
    async (status, detail) => {
      const user = renderAccount('admin', {
        saveMember: (input) =>
          (input as { body: { email: string } }).body.email === me.email
            ? Promise.reject(httpError(status, { detail }))
            : member(3, { email: 'new@example.com' }),
      });
      const field = await screen.findByLabelText('Invite by email');
      await user.type(field, `new@example.com, ${me.email}`);
      await user.click(screen.getByRole('button', { name: 'Send invites' }));
      // product.md §8: an invite failure is the toast "Contact support".
      expect(await screen.findByText('Contact support')).toBeVisible();
      expect(screen.getByText('Invite sent')).toBeVisible();
      // The one not sent stays, to correct or retry, with the server's reason under it.
      expect(field).toHaveValue(me.email);
      expect(field).toHaveAccessibleErrorMessage(`${me.email}: ${detail}`);
    },
  );

  it("saves the caller's phone on their membership", async () => {
    const user = renderAccount('admin', {
      saveMember: (input) => ({ ...me, ...(input as { body: object }).body }),
    });
    const field = await screen.findByRole('textbox', { name: /phone/i });
    await user.clear(field);
    await user.type(field, '5559876543');
    await user.click(screen.getByRole('button', { name: 'Save phone' }));
    expect(callsTo('saveMember')).toEqual([
      { body: { account: me.account, email: me.email, phone: '+1 (555) 987-6543' } },
    ]);
    expect(await screen.findByText('Phone saved')).toBeVisible();
  });

  it('shows contributors the list without invite, type or remove controls', async () => {
    renderAccount('contributor');
    await screen.findByRole('table', { name: 'Team members' });
    expect(
      screen.getByText('Only team admins can invite, remove or change members.'),
    ).toBeVisible();
    expect(screen.queryByRole('combobox', { name: /^Type of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Invite by email')).not.toBeInTheDocument();
    expect(within(await rowOf(bob.email)).getByText('Contributor')).toBeVisible();
  });

  it('shows an error with Retry when the members cannot be loaded', async () => {
    renderAccount('admin', {
      listMembers: () => Promise.reject(httpError(500, { detail: 'Database down' })),
    });
    expect(await screen.findByText('Could not load the members.')).toBeVisible();
    expect(screen.getByText('Database down')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
