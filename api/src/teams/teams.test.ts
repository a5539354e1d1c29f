import { randomUUID } from 'node:crypto';
import { inviteAndAccept } from '../../test/contributor';
import { signUp, signUpWithTeam, useTestApp } from '../../test/harness';

const world = useTestApp();

describe('creating a team', () => {
  it('makes the creator its active admin, with a type the server decides', async () => {
    const session = await signUp(world.browser);
    const created = await world.browser.post(
      '/v1/auth/account',
      { name: '  Initech ', type: 'enterprise' },
      { token: session.token },
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Initech',
      type: 'new',
      limits: { sites_allowed: 1, pages_allowed: 3 },
    });
    const member = await world.browser.get('/v1/auth/member', { token: session.token });
    expect(member.body).toMatchObject({
      type: 'admin',
      status: 'active',
      account: created.body.id,
    });
    const second = await world.browser.post(
      '/v1/auth/account',
      { name: 'Another', type: 'new' },
      { token: session.token },
    );
    expect(second.status).toBe(409);
  });

  it('requires a team name', async () => {
    const session = await signUp(world.browser);
    const response = await world.browser.post(
      '/v1/auth/account',
      { name: '   ', type: 'new' },
      { token: session.token },
    );
    expect(response.status).toBe(400);
    expect(response.body.name).toEqual(['Team name is required']);
  });

  it('stores survey answers and lets "skip billing" move a new team to free, but no further', async () => {
    const { session, team } = await signUpWithTeam(world.browser);
    const survey = [
      {
        question: 'How large is your company?',
        answer: '<10',
        choices: ['<10', '10-100'],
        index: 2,
      },
    ];
    const updated = await world.browser.post(
      '/v1/auth/account',
      { id: team.id, type: 'new', info: { survey } },
      { token: session.token },
    );
    expect(updated.body.info.survey).toEqual(survey);
    const free = await world.browser.post(
      '/v1/auth/account',
      { id: team.id, type: 'free' },
      { token: session.token },
    );
    expect(free.body.type).toBe('free');
    const upgrade = await world.browser.post(
      '/v1/auth/account',
      { id: team.id, type: 'enterprise' },
      { token: session.token },
    );
    expect(upgrade.status).toBe(403);
    expect((await world.browser.get('/v1/auth/account', { token: session.token })).body.type).toBe(
      'free',
    );
  });

  it('keeps the phone the wizard sends with the creator membership', async () => {
    const { session, team } = await signUpWithTeam(world.browser);
    const saved = await world.browser.post(
      '/v1/auth/member',
      {
        account: team.id,
        email: session.user.email,
        status: 'active',
        type: 'admin',
        phone: '+1 (555) 123-4567',
      },
      { token: session.token },
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      phone: '+1 (555) 123-4567',
      type: 'admin',
      status: 'active',
    });
  });
});

describe('invites', () => {
  it('creates pending contributors with the team code, which only the invitee can use', async () => {
    const { session: admin, team } = await signUpWithTeam(world.browser);
    const teamCode = (await world.browser.get('/v1/auth/account', { token: admin.token })).body
      .code;
    const invitee = await signUp(world.browser);
    const invite = await world.browser.post(
      '/v1/auth/member',
      { account: team.id, email: invitee.user.email, status: 'active', type: 'admin' },
      { token: admin.token },
    );
    expect(invite.status).toBe(200);
    expect(invite.body).toMatchObject({
      status: 'pending',
      type: 'contributor',
      email: invitee.user.email,
      code: teamCode,
    });
    const join = (token: string, code: string) =>
      world.browser.post(
        '/v1/auth/member',
        { id: invite.body.id, account: team.id, code, status: 'active' },
        { token },
      );

    // A wrong code says nothing an unknown id would not: the invite's existence does not leak.
    const wrongCode = await join(invitee.token, 'guess');
    const unknown = await world.browser.post(
      '/v1/auth/member',
      { id: randomUUID(), account: team.id, code: 'guess', status: 'active' },
      { token: invitee.token },
    );
    expect(wrongCode.status).toBe(404);
    expect({ status: unknown.status, body: unknown.body }).toEqual({
      status: wrongCode.status,
      body: wrongCode.body,
    });
    // The right code in someone else's hands (a forwarded mail) admits nobody.
    const stranger = await signUp(world.browser);
    const notTheirs = await join(stranger.token, teamCode);
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.body.detail).toBe('This invite was sent to another email address.');
    expect((await world.browser.get('/v1/auth/member', { token: stranger.token })).status).toBe(
      404,
    );

    const joined = await join(invitee.token, teamCode);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({
      status: 'active',
      type: 'contributor',
      account: team.id,
      code: null,
    });
    expect((await world.browser.get('/v1/auth/account', { token: invitee.token })).body.id).toBe(
      team.id,
    );
    // Opening the link again is harmless; a used invite admits nobody else.
    expect((await join(invitee.token, teamCode)).status).toBe(200);
    expect((await join(stranger.token, teamCode)).status).toBe(404);
  });

  it('refuses a join link that names another team, and an unknown invite', async () => {
    const { session: admin, team } = await signUpWithTeam(world.browser);
    const other = await signUpWithTeam(world.browser, 'Other');
    const invitee = await signUp(world.browser);
    const invite = await world.browser.post(
      '/v1/auth/member',
      { account: team.id, email: invitee.user.email },
      { token: admin.token },
    );
    const otherCode = (await world.browser.get('/v1/auth/account', { token: other.session.token }))
      .body.code;
    const mixed = await world.browser.post(
      '/v1/auth/member',
      { id: invite.body.id, account: other.team.id, code: otherCode, status: 'active' },
      { token: invitee.token },
    );
    expect(mixed.status).toBe(404);
    const unknown = await world.browser.post(
      '/v1/auth/member',
      { id: '00000000-0000-4000-8000-000000000000', code: otherCode, status: 'active' },
      { token: invitee.token },
    );
    expect(unknown.status).toBe(404);
  });

  it('refuses a user who already belongs to another team', async () => {
    const { session: admin, team } = await signUpWithTeam(world.browser);
    const busy = await signUpWithTeam(world.browser, 'Busy');
    const invite = await world.browser.post(
      '/v1/auth/member',
      { account: team.id, email: busy.session.user.email },
      { token: admin.token },
    );
    const joined = await world.browser.post(
      '/v1/auth/member',
      { id: invite.body.id, code: invite.body.code, status: 'active' },
      { token: busy.session.token },
    );
    expect(joined.status).toBe(409);
  });

  it('lets only admins invite or change the team', async () => {
    const { session: admin, team } = await signUpWithTeam(world.browser);
    const { contributor } = await inviteAndAccept(world.browser, team.id, admin.token);
    const byContributor = await world.browser.post(
      '/v1/auth/member',
      { account: team.id, email: 'friend@example.com' },
      { token: contributor.token },
    );
    expect(byContributor.status).toBe(403);
    const rename = await world.browser.post(
      '/v1/auth/account',
      { id: team.id, name: 'Mine now' },
      { token: contributor.token },
    );
    expect(rename.status).toBe(403);
  });

  it('refuses inviting the same email twice', async () => {
    const { session, team } = await signUpWithTeam(world.browser);
    const body = { account: team.id, email: 'twice@example.com' };
    expect(
      (await world.browser.post('/v1/auth/member', body, { token: session.token })).status,
    ).toBe(200);
    const again = await world.browser.post('/v1/auth/member', body, { token: session.token });
    expect(again.status).toBe(409);
    expect(again.body.email).toEqual(['That email is already a member of the team.']);
  });
});

describe('tenancy', () => {
  it("answers 404 for another team's account and members, and changes nothing", async () => {
    const first = await signUpWithTeam(world.browser, 'First');
    const invite = await world.browser.post(
      '/v1/auth/member',
      { account: first.team.id, email: 'pending@example.com' },
      { token: first.session.token },
    );
    const second = await signUpWithTeam(world.browser, 'Second');
    const as2 = { token: second.session.token };

    const rename = await world.browser.post(
      '/v1/auth/account',
      { id: first.team.id, name: 'Hijacked' },
      as2,
    );
    expect(rename.status).toBe(404);
    const readMember = await world.browser.post('/v1/auth/member', { id: invite.body.id }, as2);
    expect(readMember.status).toBe(404);
    const readAdmin = await world.browser.post(
      '/v1/auth/member',
      { id: (await world.browser.get('/v1/auth/member', { token: first.session.token })).body.id },
      as2,
    );
    expect(readAdmin.status).toBe(404);
    const inviteInto = await world.browser.post(
      '/v1/auth/member',
      { account: first.team.id, email: 'spy@example.com' },
      as2,
    );
    expect(inviteInto.status).toBe(404);
    const phone = await world.browser.post(
      '/v1/auth/member',
      { id: invite.body.id, phone: '+1 (555) 000-0000' },
      as2,
    );
    expect(phone.status).toBe(404);

    expect(
      (await world.browser.get('/v1/auth/account', { token: first.session.token })).body.name,
    ).toBe('First');
  });

  it('answers 404, not 500, for a signed-in user without a team', async () => {
    const session = await signUp(world.browser);
    const account = await world.browser.get('/v1/auth/account', { token: session.token });
    expect(account.status).toBe(404);
    expect(account.body.detail).toBe('You are not a member of a team yet.');
    expect((await world.browser.get('/v1/auth/member', { token: session.token })).status).toBe(404);
  });
});
